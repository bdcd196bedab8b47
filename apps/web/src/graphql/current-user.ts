import { graphql, type ResultOf } from './graphql.ts';

export const CurrentUserQuery = graphql(`
  query CurrentUser {
    currentUser {
      id
      email
      role
      authorized
      organization {
        id
        name
        currentFiscalYear
        currency
      }
    }
  }
`);

export type CurrentUser = NonNullable<ResultOf<typeof CurrentUserQuery>['currentUser']>;
