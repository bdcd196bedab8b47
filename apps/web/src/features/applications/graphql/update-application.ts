import { graphql } from '../../../graphql/graphql.ts';

export const UpdateApplicationMutation = graphql(`
  mutation UpdateApplication($id: ID!, $params: ApplicationUpdateParams!) {
    updateApplication(id: $id, params: $params) {
      id
    }
  }
`);

export const DeleteApplicationMutation = graphql(`
  mutation DeleteApplication($id: ID!) {
    deleteApplication(id: $id)
  }
`);
