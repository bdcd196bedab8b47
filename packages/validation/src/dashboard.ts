// The dashboard queries' arguments (§7 getOrganization, getLargestFunders, dashboardApplications).
import { isFiscalYearArg } from '@grantflow/domain/fiscal-year/fiscal-window';
import { FUNDER_TYPES, type FunderType } from '@grantflow/domain/shared/enums';
import { z } from 'zod';
import { messages } from './messages.ts';

/** The most fiscal years one chart compares. */
export const MAX_CHART_YEARS = 10;

/** A fiscal year an argument may name (packages/domain's isFiscalYearArg). */
export const fiscalYearArgSchema = z
  .number({ error: messages.invalid })
  .refine(isFiscalYearArg, { error: messages.invalid });

/** getOrganization's params once defaulted: the current FY and the chart's years (one message for the list). */
export const dashboardParamsArgsSchema = z.object({
  params: z.object({
    currentFy: fiscalYearArgSchema,
    chartFys: z
      .array(z.number(), { error: messages.invalid })
      .refine((years) => years.length <= MAX_CHART_YEARS && years.every(isFiscalYearArg), {
        error: messages.invalid,
      }),
  }),
});

/** A funder-type filter in either case ('foundation' as the chart spells it, or FOUNDATION); blank is none. */
export const funderTypeFilterSchema = z
  .string({ error: messages.invalid })
  .nullish()
  .transform((value, ctx): FunderType | null => {
    const upper = value?.trim().toUpperCase() ?? '';
    if (upper === '') return null;
    if (!(FUNDER_TYPES as readonly string[]).includes(upper)) {
      ctx.addIssue({ code: 'custom', message: messages.invalid });
      return z.NEVER;
    }
    return upper as FunderType;
  });

/** getLargestFunders' `type` argument. */
export const largestFundersTypeArgsSchema = z.object({ type: funderTypeFilterSchema });

/** dashboardApplications' `fiscalYear` argument once defaulted. */
export const dashboardYearArgsSchema = z.object({ fiscalYear: fiscalYearArgSchema });
