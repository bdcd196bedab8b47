import { graphql } from '../../../graphql/graphql.ts';

export const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);
