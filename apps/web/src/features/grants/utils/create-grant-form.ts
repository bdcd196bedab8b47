import type {
  ApplicationStatus,
  DeadlineType,
  GrantFrequency,
  SubmittedAnswer,
} from '@grantflow/domain/shared/enums';
import { createGrantPayload } from '@grantflow/validation/create-grant-payload';
import { centsToWire, inputToCents } from '../../../lib/money.ts';
import type { ReportRow } from '../../applications/index.ts';

/** The create-grant modal's values (docs/product.md, Creating a grant), as Mantine holds them. */
export interface CreateGrantFormState {
  funderId: string | null;
  programId: string | null;
  frequency: GrantFrequency;
  recurrenceCount: string | null;
  applicationType: DeadlineType | null;
  applicationDeadline: string | null;
  isSubmitted: SubmittedAnswer;
  status: ApplicationStatus | null;
  reports: ReportRow[];
  dateSubmitted: string | null;
  amountRequested: string;
  receivementDate: string | null;
  amountAwarded: string;
  declinedReason: string;
  declinedDate: string | null;
  ineligibleReason: string;
}

export const CREATE_GRANT_STEPS = ['funder', 'deadlines', 'status'] as const;
export type CreateGrantStep = (typeof CREATE_GRANT_STEPS)[number];

/** Fields checked before leaving each step. */
export const CREATE_GRANT_STEP_FIELDS: Readonly<
  Record<CreateGrantStep, readonly (keyof CreateGrantFormState)[]>
> = {
  funder: ['funderId', 'programId', 'frequency', 'recurrenceCount'],
  deadlines: ['applicationType', 'applicationDeadline', 'reports'],
  status: [
    'isSubmitted',
    'status',
    'dateSubmitted',
    'amountRequested',
    'amountAwarded',
    'receivementDate',
    'declinedDate',
    'declinedReason',
    'ineligibleReason',
  ],
};

export function initialCreateGrantForm(funderId: string | null = null): CreateGrantFormState {
  return {
    funderId,
    programId: null,
    frequency: 'ONE_TIME',
    recurrenceCount: null,
    applicationType: null,
    applicationDeadline: null,
    isSubmitted: 'NO',
    status: 'NOT_APPLY',
    reports: [],
    dateSubmitted: null,
    amountRequested: '',
    receivementDate: null,
    amountAwarded: '',
    declinedReason: '',
    declinedDate: null,
    ineligibleReason: '',
  };
}

/** Status choices offered for each answer: a submitted application waits, wins or loses. */
export function statusOptionsFor(answer: SubmittedAnswer): ApplicationStatus[] {
  return answer === 'YES' ? ['PENDING', 'SUBMITTED', 'AWARDED', 'DECLINED'] : ['NOT_APPLY', 'INELIGIBLE'];
}

/**
 * docs/product.md, Creating a grant: choosing Ineligible sets status INELIGIBLE and the answer back to No. Otherwise the status moves to the
 * first choice of the new answer when the old one no longer fits.
 */
export function withCreateGrantAnswer(
  state: CreateGrantFormState,
  answer: SubmittedAnswer,
): CreateGrantFormState {
  if (answer === 'INELIGIBLE') return { ...state, isSubmitted: 'NO', status: 'INELIGIBLE' };
  const options = statusOptionsFor(answer);
  const status = state.status && options.includes(state.status) ? state.status : (options[0] ?? null);
  return { ...state, isSubmitted: answer, status };
}

/** recurrenceCount is enabled only for RECURRING (docs/product.md, Validation); a one-time grant drops it. */
export function withFrequency(state: CreateGrantFormState, frequency: GrantFrequency): CreateGrantFormState {
  return {
    ...state,
    frequency,
    recurrenceCount: frequency === 'RECURRING' ? (state.recurrenceCount ?? '2') : null,
  };
}

/** Which conditional fields the status step shows; hidden ones are never sent. */
export function visibleStatusFields(state: Pick<CreateGrantFormState, 'isSubmitted' | 'status'>) {
  return {
    submission: state.isSubmitted === 'YES',
    award: state.status === 'AWARDED',
    declined: state.status === 'DECLINED',
    ineligible: state.status === 'INELIGIBLE',
  };
}

/** createGrant's variables: hidden fields blanked, then the domain's create-grant rules, amounts in dollars. */
export function buildCreateGrantVariables(state: CreateGrantFormState) {
  const show = visibleStatusFields(state);
  const payload = createGrantPayload({
    funderId: Number(state.funderId),
    programId: Number(state.programId),
    frequency: state.frequency,
    recurrenceCount: state.recurrenceCount ? Number(state.recurrenceCount) : null,
    applicationType: state.applicationType ?? 'REQUIRED',
    applicationDeadline: state.applicationDeadline ?? '',
    isSubmitted: state.isSubmitted,
    status: state.status ?? 'NOT_APPLY',
    reports: state.reports.flatMap((r) =>
      r.urgency && r.deadline ? [{ urgency: r.urgency, deadline: r.deadline }] : [],
    ),
    dateSubmitted: show.submission ? state.dateSubmitted : null,
    amountRequested: show.submission ? inputToCents(state.amountRequested) : null,
    amountAwarded: show.award ? inputToCents(state.amountAwarded) : null,
    receivementDate: show.award ? state.receivementDate : null,
    declinedDate: show.declined ? state.declinedDate : null,
    declinedReason: show.declined ? state.declinedReason : null,
    ineligibleReason: show.ineligible ? state.ineligibleReason : null,
  });
  const { submission, award, ...application } = payload.application;
  return {
    funderId: String(payload.funderId),
    programId: String(payload.programId),
    frequency: payload.frequency,
    recurrenceCount: payload.recurrenceCount,
    application: {
      ...application,
      ...(submission && {
        submission: {
          submissionDate: submission.submissionDate,
          amountRequested: centsToWire(submission.amountRequested),
        },
      }),
      ...(award && {
        award: { amountAwarded: centsToWire(award.amountAwarded), receivementDate: award.receivementDate },
      }),
    },
  };
}
