import { graphql } from '../../../graphql/graphql.ts';

/** What the tables and the update modal read of an application. */
export const ApplicationRowFragment = graphql(`
  fragment ApplicationRow on Application @_unmask {
    id
    status
    displayStatus
    canEdit
    deadline
    deadlineType
    declined
    isSubmittedAsIneligible
    ineligibleReason
    declinedDetails {
      declinedDate
      declinedReason
    }
    submission {
      submissionDate
      amountRequested
    }
    award {
      amountAwarded
      receivementDate
    }
    reports {
      id
      urgency
      deadline
      submitted
    }
    grant {
      id
      frequency
      responseAverage
      program {
        id
        name
      }
      funder {
        id
        name
        complexityScore
        lastAward {
          receivementDate
        }
      }
    }
  }
`);
