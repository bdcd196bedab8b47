import { graphql, type ResultOf } from '../../../graphql/graphql.ts';

const SavedSearchFields = graphql(`
  fragment SavedSearchFields on SavedOpportunitySearch @_unmask {
    id
    name
    search
    paused
    filters {
      status
      closeFrom
      closeTo
      agency
    }
  }
`);

export type SavedSearch = ResultOf<typeof SavedSearchFields>;

export const SavedSearchesQuery = graphql(
  `
    query SavedOpportunitySearches {
      listSavedOpportunitySearches {
        ...SavedSearchFields
      }
    }
  `,
  [SavedSearchFields],
);

export const SaveSearchMutation = graphql(
  `
    mutation SaveOpportunitySearch($params: SavedOpportunitySearchInput!) {
      saveOpportunitySearch(params: $params) {
        ...SavedSearchFields
      }
    }
  `,
  [SavedSearchFields],
);

export const PauseSavedSearchMutation = graphql(
  `
    mutation PauseSavedOpportunitySearch($id: ID!) {
      pauseSavedOpportunitySearch(id: $id) {
        ...SavedSearchFields
      }
    }
  `,
  [SavedSearchFields],
);

export const ResumeSavedSearchMutation = graphql(
  `
    mutation ResumeSavedOpportunitySearch($id: ID!) {
      resumeSavedOpportunitySearch(id: $id) {
        ...SavedSearchFields
      }
    }
  `,
  [SavedSearchFields],
);

export const DeleteSavedSearchMutation = graphql(`
  mutation DeleteSavedOpportunitySearch($id: ID!) {
    deleteSavedOpportunitySearch(id: $id)
  }
`);
