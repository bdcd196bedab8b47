// The update-application form, validated on change (updateApplication's params: application-update.ts).
import {
  DEADLINE_TYPES,
  GRANT_FREQUENCIES,
  SUBMITTED_ANSWERS,
  VISIBLE_APPLICATION_STATUSES,
} from '@grantflow/domain/shared/enums';
import { z } from 'zod';
import { checkApplicationRules, reportRowSchema } from './application-rules.ts';
import { assertToday, type TodayOptions } from './dates.ts';

import {
  choice,
  formDate,
  id,
  object,
  optionalChoice,
  optionalFormDate,
  optionalFormMoney,
  optionalMultilineText,
} from './fields.ts';
import { LONG_TEXT_MAX_LENGTH } from './limits.ts';
import { issue } from './messages.ts';
import { always } from './refine.ts';

export function applicationFormSchema(options: TodayOptions) {
  const today = assertToday(options);
  return object({
    deadline: formDate,
    deadlineType: choice(DEADLINE_TYPES),
    programId: id,
    /** The grant's frequency: not edited here, but the receivement-date rule depends on it. */
    frequency: optionalChoice(GRANT_FREQUENCIES),
    isSubmitted: choice(SUBMITTED_ANSWERS),
    status: optionalChoice(VISIBLE_APPLICATION_STATUSES),
    dateSubmitted: optionalFormDate,
    amountRequested: optionalFormMoney,
    amountAwarded: optionalFormMoney,
    receivementDate: optionalFormDate,
    declinedDate: optionalFormDate,
    declinedReason: optionalMultilineText(LONG_TEXT_MAX_LENGTH),
    ineligibleReason: optionalMultilineText(LONG_TEXT_MAX_LENGTH),
    reports: z.array(reportRowSchema, { error: issue.invalid }).optional(),
  }).superRefine(
    (values, ctx) =>
      checkApplicationRules(values, ctx, { today, deadlineKey: 'deadline', statusOnlyWhenSubmitted: true }),
    always,
  );
}

export type ApplicationFormInput = z.input<ReturnType<typeof applicationFormSchema>>;
export type ApplicationFormValues = z.output<ReturnType<typeof applicationFormSchema>>;
