import { graphql, type ResultOf, type VariablesOf } from '../../../graphql/graphql.ts';

/** The funder's documents an award letter may be picked from: the root's files and every folder's. */
export const LetterFilesQuery = graphql(`
  query AwardLetterFiles($funderId: ID!) {
    getFolder(funderId: $funderId) {
      children {
        __typename
        ... on File {
          id
          name
          folder
        }
      }
    }
    listFolders(funderId: $funderId) {
      path
      children {
        __typename
        ... on File {
          id
          name
          folder
        }
      }
    }
  }
`);

export const ProposeAwardTermsQuery = graphql(`
  query ProposeAwardTerms($applicationId: ID!, $fileId: ID!) {
    proposeAwardTerms(applicationId: $applicationId, fileId: $fileId) {
      language
      amountAwarded {
        amount
        currency
        source
      }
      reports {
        name
        dueDate
        urgency
        source
      }
      conditions {
        text
        source
      }
    }
  }
`);

export const ConfirmAwardTermsMutation = graphql(`
  mutation ConfirmAwardTerms($applicationId: ID!, $input: AwardTermsInput!) {
    confirmAwardTerms(applicationId: $applicationId, input: $input) {
      id
      amountAwarded
      reports {
        id
        deadline
        description
        urgency
      }
    }
  }
`);

export type LetterFiles = ResultOf<typeof LetterFilesQuery>;
export type AwardTermsProposal = ResultOf<typeof ProposeAwardTermsQuery>['proposeAwardTerms'];
export type AwardTermsInput = VariablesOf<typeof ConfirmAwardTermsMutation>['input'];
