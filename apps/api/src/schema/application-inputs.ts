import { builder } from '../builder.ts';
import {
  ApplicationDisplayStatusEnum,
  DeadlineTypeEnum,
  RecordFilterEnum,
  ReportUrgencyEnum,
} from './refs.ts';

// The application's input types (also used by createGrant in grant.ts).

export const ApplicationFiltersInput = builder.inputType('ApplicationFilters', {
  description: 'Which applications a list keeps; every filter is optional.',
  fields: (t) => ({
    organizationId: t.id({
      description:
        "The organisation to act for (ADMIN: any; MANAGER: a linked one); absent: the caller's own.",
    }),
    search: t.string({ description: 'Funder or program name, case-insensitive.' }),
    status: t.field({
      type: ApplicationDisplayStatusEnum,
      description:
        'SUBMITTED: every application with a submission date; PENDING: awaiting an answer (not yet DID_NOT_RESPOND); DID_NOT_RESPOND: derived; others: the stored status.',
    }),
    startAt: t.string({ description: 'Deadline from (yyyy-MM-dd, inclusive).' }),
    endAt: t.string({ description: 'Deadline until (yyyy-MM-dd, inclusive).' }),
    submissionYear: t.int({ description: 'Fiscal year (of the organisation) of the submission date.' }),
    awardYear: t.int({
      description:
        "Fiscal year (of the organisation) of the award date (received, else fiscal date, else deadline): the dashboard's 'grants awarded' year.",
    }),
    record: t.field({
      description: 'Keep all, only submitted, or only not-submitted applications.',
      type: RecordFilterEnum,
    }),
  }),
});

export const SubmissionInput = builder.inputType('SubmissionInput', {
  description: 'A submission: when, and how much was requested.',
  fields: (t) => ({
    amountRequested: t.float({ description: 'The amount requested, in dollars.' }),
    submissionDate: t.string({ description: 'When it was submitted (yyyy-MM-dd, not in the future).' }),
  }),
});
export const AwardInput = builder.inputType('AwardInput', {
  description: 'An award: how much, and when it was received.',
  fields: (t) => ({
    amountAwarded: t.float({ description: 'The amount awarded, in dollars.' }),
    receivementDate: t.string({
      description:
        "When the award was received (yyyy-MM-dd); required for a RECURRING grant's later-year cycle.",
    }),
  }),
});
export const DeclinedDetailsInput = builder.inputType('DeclinedDetailsInput', {
  description: 'A decline: when, and why.',
  fields: (t) => ({
    declinedReason: t.string({ description: 'The reason given, if any.' }),
    declinedDate: t.string({ description: 'When the funder declined (yyyy-MM-dd, not in the future).' }),
  }),
});
export const ReportInput = builder.inputType('ReportInput', {
  description: 'One report the funder expects.',
  fields: (t) => ({
    urgency: t.field({
      description: 'Whether the report is required or a courtesy.',
      type: ReportUrgencyEnum,
    }),
    deadline: t.string({ description: 'When the report is due (yyyy-MM-dd).' }),
  }),
});

export const ApplicationUpdateParamsInput = builder.inputType('ApplicationUpdateParams', {
  description: 'What the update-application form sends for the chosen branch.',
  fields: (t) => ({
    submission: t.field({
      description: 'The submission; absent: not submitted (or ineligible, with ineligibleReason).',
      type: SubmissionInput,
    }),
    declined: t.boolean({
      description: 'True when the funder declined (needs declinedDetails and a submission).',
    }),
    deadline: t.string({ description: 'The deadline (yyyy-MM-dd).' }),
    declinedDetails: t.field({
      description: "The decline's date and reason, with declined.",
      type: DeclinedDetailsInput,
    }),
    reports: t.field({
      description: 'The report schedule, replacing the stored one (kept only with an award).',
      type: [ReportInput],
    }),
    ineligibleReason: t.string({
      description: 'Why the organisation was not eligible; with no submission, answers Ineligible.',
    }),
    programId: t.id({ description: 'The program the application is for.' }),
    deadlineType: t.field({
      description: 'Whether the deadline is fixed (REQUIRED) or rolling.',
      type: DeadlineTypeEnum,
    }),
    award: t.field({
      description: 'The award, with a submission; refused together with declined.',
      type: AwardInput,
    }),
  }),
});
