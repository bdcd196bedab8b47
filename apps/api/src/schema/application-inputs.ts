import { builder } from '../builder.ts';
import {
  ApplicationDisplayStatusEnum,
  DeadlineTypeEnum,
  RecordFilterEnum,
  ReportUrgencyEnum,
} from './refs.ts';

// The application's input types (also used by createGrant in grant.ts).

export const ApplicationFiltersInput = builder.inputType('ApplicationFilters', {
  fields: (t) => ({
    organizationId: t.id(),
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
    record: t.field({ type: RecordFilterEnum }),
  }),
});

export const SubmissionInput = builder.inputType('SubmissionInput', {
  fields: (t) => ({ amountRequested: t.float(), submissionDate: t.string() }),
});
export const AwardInput = builder.inputType('AwardInput', {
  fields: (t) => ({ amountAwarded: t.float(), receivementDate: t.string() }),
});
export const DeclinedDetailsInput = builder.inputType('DeclinedDetailsInput', {
  fields: (t) => ({ declinedReason: t.string(), declinedDate: t.string() }),
});
export const ReportInput = builder.inputType('ReportInput', {
  fields: (t) => ({ urgency: t.field({ type: ReportUrgencyEnum }), deadline: t.string() }),
});

export const ApplicationUpdateParamsInput = builder.inputType('ApplicationUpdateParams', {
  description: 'What the update-application form sends for the chosen branch.',
  fields: (t) => ({
    submission: t.field({ type: SubmissionInput }),
    declined: t.boolean(),
    deadline: t.string(),
    declinedDetails: t.field({ type: DeclinedDetailsInput }),
    reports: t.field({ type: [ReportInput] }),
    ineligibleReason: t.string(),
    programId: t.id(),
    deadlineType: t.field({ type: DeadlineTypeEnum }),
    award: t.field({ type: AwardInput }),
  }),
});
