// The update-report form and the updateReport params (docs/product.md, Validation; GraphQL operations).
import { REPORT_URGENCIES } from '@grantflow/domain/shared/enums';
import type { z } from 'zod';
import { assertToday, type TodayOptions } from './dates.ts';
import {
  choice,
  formDate,
  isoDate,
  object,
  optionalChoice,
  optionalFormDate,
  optionalMultilineText,
} from './fields.ts';
import { REPORT_DESCRIPTION_MAX_LENGTH } from './limits.ts';
import { issue } from './messages.ts';
import { always, isPresent, report, validField } from './refine.ts';

export const REPORT_SUBMITTED_ANSWERS = ['YES', 'NO'] as const;

const description = optionalMultilineText(REPORT_DESCRIPTION_MAX_LENGTH);

export function reportFormSchema(options: TodayOptions) {
  const today = assertToday(options);
  return object({
    deadline: formDate,
    urgency: optionalChoice(REPORT_URGENCIES),
    submitted: choice(REPORT_SUBMITTED_ANSWERS),
    submissionDate: optionalFormDate,
    description,
  }).superRefine((values, ctx) => {
    if (validField(ctx, values, 'submitted') !== 'YES') return;
    const submissionDate = validField(ctx, values, 'submissionDate');
    if (!isPresent(submissionDate)) report(ctx, ['submissionDate'], issue.required);
    else if (typeof submissionDate === 'string' && submissionDate > today) {
      report(ctx, ['submissionDate'], issue.dateInFuture);
    }
  }, always);
}

export type ReportFormInput = z.input<ReturnType<typeof reportFormSchema>>;
export type ReportFormValues = z.output<ReturnType<typeof reportFormSchema>>;

/** updateReport(id, params): a submission date marks the report submitted; null clears it. */
export function reportUpdateParamsSchema(options: TodayOptions) {
  const today = assertToday(options);
  return object({
    urgency: choice(REPORT_URGENCIES).optional(),
    deadline: isoDate,
    description,
    submissionDate: isoDate.refine((date) => date <= today, { error: issue.dateInFuture }).nullish(),
  });
}

export type ReportUpdateParams = z.output<ReturnType<typeof reportUpdateParamsSchema>>;
