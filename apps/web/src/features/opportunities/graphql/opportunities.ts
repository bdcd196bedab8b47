import { graphql, type ResultOf } from '../../../graphql/graphql.ts';

export const SearchOpportunitiesQuery = graphql(`
  query SearchOpportunities($search: String, $filters: OpportunityFilters, $pagination: PaginationInput) {
    searchOpportunities(search: $search, filters: $filters, pagination: $pagination) {
      total
      items {
        id
        title
        number
        agency
        status
        openDate
        closeDate
        awardCeiling
        awardFloor
        matchReasons
        tracked
        dismissed
      }
    }
  }
`);

export type OpportunityRow = ResultOf<
  typeof SearchOpportunitiesQuery
>['searchOpportunities']['items'][number];

export const OpportunityQuery = graphql(`
  query Opportunity($id: ID!) {
    getOpportunity(id: $id) {
      id
      title
      number
      agency
      agencyCode
      status
      openDate
      closeDate
      awardCeiling
      awardFloor
      synopsis
      eligibilityCodes
      alns
      link
      matchReasons
      tracked
      trackedApplicationId
      dismissed
    }
  }
`);

export type OpportunityDetails = ResultOf<typeof OpportunityQuery>['getOpportunity'];

/** Where a tracked opportunity's application opens: its funder's profile with the application's dialog. */
export const TrackedApplicationQuery = graphql(`
  query TrackedApplication($id: ID!) {
    getApplication(id: $id) {
      id
      grant {
        id
        funder {
          id
        }
      }
    }
  }
`);

export const TrackOpportunityMutation = graphql(`
  mutation TrackOpportunity($id: ID!) {
    trackOpportunity(id: $id) {
      id
      grant {
        id
        funder {
          id
        }
      }
    }
  }
`);

export const DismissOpportunityMutation = graphql(`
  mutation DismissOpportunity($id: ID!) {
    dismissOpportunity(id: $id) {
      id
      dismissed
    }
  }
`);

export const RestoreOpportunityMutation = graphql(`
  mutation RestoreOpportunity($id: ID!) {
    restoreOpportunity(id: $id) {
      id
      dismissed
    }
  }
`);

export const SyncOpportunitiesMutation = graphql(`
  mutation SyncOpportunities {
    syncOpportunities
  }
`);
