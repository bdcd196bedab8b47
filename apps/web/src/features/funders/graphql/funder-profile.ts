import { graphql, type ResultOf } from '../../../graphql/graphql.ts';

export const FunderGrantFragment = graphql(`
  fragment FunderGrant on Application @_unmask {
    id
    deadline
    deadlineType
    status
    displayStatus
    amountRequested
    amountAwarded
    submission {
      submissionDate
      amountRequested
    }
    award {
      amountAwarded
      receivementDate
    }
    grant {
      id
      program {
        id
        name
      }
    }
  }
`);

export type FunderGrant = ResultOf<typeof FunderGrantFragment>;

export const FunderProfileQuery = graphql(
  `
    query FunderProfile($id: ID!) {
      GetFunderProfile(id: $id) {
        id
        totalAwardAmount
        lastAward {
          amountAwarded
          receivementDate
        }
        location {
          id
          streetAddress
          complement
          city
          state
          zipcode
        }
        funder {
          id
          name
          email
          phone
          type
          website
          complexityScore
          keyContacts
          notes
          howToApply
          isPaused
        }
        previousGrants {
          ...FunderGrant
        }
        nextGrants {
          ...FunderGrant
        }
      }
    }
  `,
  [FunderGrantFragment],
);

export type FunderProfileData = ResultOf<typeof FunderProfileQuery>['GetFunderProfile'];
export type FunderDetails = FunderProfileData['funder'];
export type FunderLocation = NonNullable<FunderProfileData['location']>;

export const ProgramOptionsQuery = graphql(`
  query ProgramOptions($organizationId: ID) {
    listPrograms(organizationId: $organizationId) {
      id
      name
    }
  }
`);

export const CreatePreviousAwardMutation = graphql(`
  mutation CreatePreviousAward(
    $amountAwarded: Float
    $awardedDate: String
    $awardedYear: Int
    $funderId: ID
    $programId: ID
    $submissionDate: String
  ) {
    createPreviousAward(
      amountAwarded: $amountAwarded
      awardedDate: $awardedDate
      awardedYear: $awardedYear
      funderId: $funderId
      programId: $programId
      submissionDate: $submissionDate
    ) {
      id
    }
  }
`);
