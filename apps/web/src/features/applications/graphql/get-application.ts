import { graphql, type ResultOf } from '../../../graphql/graphql.ts';
import { ApplicationRowFragment } from './application-fields.ts';

export const GetApplicationQuery = graphql(
  `
    query GetApplication($id: ID!) {
      getApplication(id: $id) {
        ...ApplicationRow
      }
    }
  `,
  [ApplicationRowFragment],
);

export type ApplicationDetails = NonNullable<ResultOf<typeof GetApplicationQuery>['getApplication']>;
