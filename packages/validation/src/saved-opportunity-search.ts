// Saved searches (docs/product.md, Saved searches): saveOpportunitySearch(params). The search text and the
// filters are read by the same schemas as searchOpportunities', so a saved search always runs as saved.
// The id-only operations (delete, pause, resume) read their id as SAVED_SEARCH_NOT_FOUND.
import { SAVED_SEARCH_NAME_MAX_LENGTH } from '@grantflow/domain/constants/limits';
import type { z } from 'zod';
import { object, optionalText, requiredText } from './fields.ts';
import { OPPORTUNITY_SEARCH_MAX, opportunityFiltersSchema } from './opportunity.ts';

export { SAVED_SEARCH_NAME_MAX_LENGTH };

/** saveOpportunitySearch(params: { name, search, filters }). */
export const savedOpportunitySearchSchema = object({
  name: requiredText(SAVED_SEARCH_NAME_MAX_LENGTH),
  search: optionalText(OPPORTUNITY_SEARCH_MAX).transform((value) => value || null),
  filters: opportunityFiltersSchema,
});
export type SavedOpportunitySearchInput = z.input<typeof savedOpportunitySearchSchema>;
export type SavedOpportunitySearchFields = z.output<typeof savedOpportunitySearchSchema>;
