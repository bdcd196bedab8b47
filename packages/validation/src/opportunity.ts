// Find grants (docs/product.md, Find grants): searchOpportunities' arguments. The id-only operations
// (getOpportunity, trackOpportunity, dismissOpportunity, restoreOpportunity) read their id as not-found.
import { PAGE_SIZES } from '@grantflow/domain/constants/limits';
import { z } from 'zod';
import { object, optionalText, typeError } from './fields.ts';
import { customIssue, issue } from './messages.ts';
import { filterDateSchema, paginationSchema } from './pagination.ts';

export const OPPORTUNITY_STATUS_VALUES = ['forecasted', 'posted', 'closed', 'archived'] as const;

/** The longest search text or agency filter read (longer text is refused, coded). */
export const OPPORTUNITY_SEARCH_MAX = 200;

const oneLine = optionalText(OPPORTUNITY_SEARCH_MAX).transform((value) => value || null);

export const opportunityFiltersSchema = object({
  status: z.enum(OPPORTUNITY_STATUS_VALUES, { error: typeError }).nullish(),
  closeFrom: filterDateSchema,
  closeTo: filterDateSchema,
  agency: oneLine,
})
  .nullish()
  .transform((filters, ctx) => {
    const value = filters ?? { closeFrom: null, closeTo: null, agency: null };
    if (value.closeFrom && value.closeTo && value.closeFrom > value.closeTo) {
      ctx.addIssue(customIssue(issue.invalid, ['closeTo']));
      return z.NEVER;
    }
    return value;
  });

/** searchOpportunities(search, filters, pagination). */
export const opportunitySearchArgsSchema = object({
  search: oneLine,
  filters: opportunityFiltersSchema,
  pagination: paginationSchema(PAGE_SIZES.api),
});
export type OpportunitySearchArgs = z.output<typeof opportunitySearchArgsSchema>;
