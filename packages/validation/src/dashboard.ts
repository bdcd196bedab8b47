// The dashboard queries' arguments (docs/product.md, GraphQL operations: getOrganization, getLargestFunders, dashboardApplications).
import { isFiscalYearArg } from '@grantflow/domain/fiscal-year/fiscal-window';
import { FUNDER_TYPES, type FunderType } from '@grantflow/domain/shared/enums';
import { z } from 'zod';
import { object } from './fields.ts';
import { customIssue, issue } from './messages.ts';

/** The most fiscal years one chart compares. */
export const MAX_CHART_YEARS = 10;

/** A fiscal year an argument may name (packages/domain's isFiscalYearArg). */
export const fiscalYearArgSchema = z
  .number({ error: issue.invalid })
  .refine(isFiscalYearArg, { error: issue.invalid });

/** getOrganization's params once defaulted: the current FY and the chart's years (one message for the list). */
export const dashboardParamsArgsSchema = object({
  params: object({
    currentFy: fiscalYearArgSchema,
    chartFys: z
      .array(z.number({ error: issue.invalid }), { error: issue.invalid })
      .refine((years) => years.length <= MAX_CHART_YEARS && years.every(isFiscalYearArg), {
        error: issue.invalid,
      }),
  }),
});

/** A funder-type filter in either case ('foundation' as the chart spells it, or FOUNDATION); blank is none. */
export const funderTypeFilterSchema = z
  .string({ error: issue.invalid })
  .nullish()
  .transform((value, ctx): FunderType | null => {
    const upper = value?.trim().toUpperCase() ?? '';
    if (upper === '') return null;
    if (!(FUNDER_TYPES as readonly string[]).includes(upper)) {
      ctx.addIssue(customIssue(issue.invalid));
      return z.NEVER;
    }
    return upper as FunderType;
  });

/** getLargestFunders' `type` argument. */
export const largestFundersTypeArgsSchema = object({ type: funderTypeFilterSchema });

/** dashboardApplications' `fiscalYear` argument once defaulted. */
export const dashboardYearArgsSchema = object({ fiscalYear: fiscalYearArgSchema });
