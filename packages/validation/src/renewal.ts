// listRenewals(withinDays): how many days ahead to look, 0..3660; absent or null means 120.
import { DEFAULT_RENEWAL_WINDOW_DAYS, MAX_RENEWAL_WINDOW_DAYS } from '@grantflow/domain/renewal/next-cycle';
import { z } from 'zod';
import { object } from './fields.ts';
import { issue } from './messages.ts';

const windowIssue = issue.between(0, MAX_RENEWAL_WINDOW_DAYS);

export const renewalsArgsSchema = object({
  withinDays: z
    .number({ error: windowIssue })
    .int({ error: windowIssue })
    .min(0, { error: windowIssue })
    .max(MAX_RENEWAL_WINDOW_DAYS, { error: windowIssue })
    .nullish()
    .transform((days) => days ?? DEFAULT_RENEWAL_WINDOW_DAYS),
});
