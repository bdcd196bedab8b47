import { graphql } from '../../../graphql/graphql.ts';

export const CreateGrantMutation = graphql(`
  mutation CreateGrant(
    $funderId: ID!
    $programId: ID!
    $frequency: GrantFrequency!
    $recurrenceCount: Int
    $application: GrantApplicationInput!
  ) {
    createGrant(
      funderId: $funderId
      programId: $programId
      frequency: $frequency
      recurrenceCount: $recurrenceCount
      application: $application
    ) {
      grant {
        id
      }
    }
  }
`);

export const DeleteGrantMutation = graphql(`
  mutation DeleteGrant($id: ID!) {
    deleteGrant(id: $id)
  }
`);
