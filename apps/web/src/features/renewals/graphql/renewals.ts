import { graphql, type ResultOf } from '../../../graphql/graphql.ts';

export const RenewalsQuery = graphql(`
  query Renewals($organizationId: ID, $withinDays: Int) {
    listRenewals(organizationId: $organizationId, withinDays: $withinDays) {
      suggestedDeadline
      suggestedAmountRequested
      application {
        id
        deadline
        amountAwarded
        grant {
          id
          program {
            id
            name
          }
          funder {
            id
            name
          }
        }
      }
    }
  }
`);

export type RenewalRow = ResultOf<typeof RenewalsQuery>['listRenewals'][number];

export const RenewApplicationMutation = graphql(`
  mutation RenewApplication($id: ID!) {
    renewApplication(id: $id) {
      id
      deadline
      amountRequested
    }
  }
`);

export const FunderResponsivenessQuery = graphql(`
  query FunderResponsiveness($id: ID!) {
    GetFunderProfile(id: $id) {
      id
      responsiveness {
        submitted
        awarded
        declined
        didNotRespond
        pending
        winRate
        medianResponseDays
        totalAwarded
      }
      nextRenewal {
        suggestedDeadline
      }
    }
  }
`);

export type Responsiveness = ResultOf<typeof FunderResponsivenessQuery>['GetFunderProfile']['responsiveness'];

export const ResponsivenessTableQuery = graphql(`
  query ResponsivenessTable($organizationId: ID) {
    listFunderResponsiveness(organizationId: $organizationId) {
      funder {
        id
        name
      }
      responsiveness {
        submitted
        awarded
        declined
        didNotRespond
        pending
        winRate
        medianResponseDays
        totalAwarded
      }
    }
  }
`);
