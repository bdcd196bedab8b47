// confirmAwardTerms(applicationId, input): the award letter's proposals the user kept, edited or not
// (docs/product.md, Award letters). Every list may be empty: dropping everything stores nothing.
import {
  MAX_PROPOSED_CONDITIONS,
  MAX_PROPOSED_REPORTS,
} from '@grantflow/domain/award-letter/propose-award-terms';
import { REPORT_URGENCIES } from '@grantflow/domain/shared/enums';
import { z } from 'zod';
import { choice, isoDate, object, requiredMultilineText, requiredText, wireCents } from './fields.ts';
import { LONG_TEXT_MAX_LENGTH, REPORT_DESCRIPTION_MAX_LENGTH } from './limits.ts';
import { issue } from './messages.ts';

/** A condition as kept: one sentence, a few lines at most. */
export const AWARD_CONDITION_MAX_LENGTH = 1000;

const keptReport = object({
  // Stored as the report's description, so the description's bound is the name's.
  name: requiredText(REPORT_DESCRIPTION_MAX_LENGTH),
  dueDate: isoDate,
  urgency: choice(REPORT_URGENCIES),
});

const keptCondition = object({ text: requiredMultilineText(AWARD_CONDITION_MAX_LENGTH) });

export const confirmAwardTermsSchema = object({
  amountAwarded: wireCents.nullish().transform((cents) => cents ?? null),
  reports: z
    .array(keptReport, { error: issue.invalid })
    .max(MAX_PROPOSED_REPORTS, { error: issue.maxLength(MAX_PROPOSED_REPORTS) }),
  conditions: z
    .array(keptCondition, { error: issue.invalid })
    .max(MAX_PROPOSED_CONDITIONS, { error: issue.maxLength(MAX_PROPOSED_CONDITIONS) })
    .refine(
      // The conditions are added to the funder's notes, whose bound they must keep (with room for a heading).
      (conditions) => conditions.reduce((sum, c) => sum + c.text.length + 3, 0) < LONG_TEXT_MAX_LENGTH / 2,
      { error: issue.maxLength(LONG_TEXT_MAX_LENGTH / 2) },
    ),
});

export type ConfirmAwardTermsInput = z.output<typeof confirmAwardTermsSchema>;
