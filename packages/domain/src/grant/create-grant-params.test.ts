import { describe, expect, it } from 'vitest';
import { resolveStoredStatus } from '../application/resolve-stored-status.ts';
import {
  type CreateGrantApplicationInput,
  type CreateGrantForm,
  createGrantParams,
} from './create-grant-params.ts';

const base: CreateGrantForm = {
  funderId: 4,
  programId: 5,
  frequency: 'ONE_TIME',
  recurrenceCount: null,
  applicationType: 'REQUIRED',
  applicationDeadline: '2026-09-01',
  isSubmitted: 'NO',
  status: 'NOT_APPLY',
  reports: [],
};
const submittedFields = { dateSubmitted: '2026-03-01', amountRequested: 500000 };

describe('createGrantParams', () => {
  it.each<[string, Partial<CreateGrantForm>, CreateGrantApplicationInput, string]>([
    [
      'upcoming (NOT_APPLY): notApply, nothing else',
      {},
      {
        deadline: '2026-09-01',
        deadlineType: 'REQUIRED',
        declined: false,
        notApply: true,
        isSubmittedAsIneligible: false,
        reports: [],
      },
      'NOT_APPLY',
    ],
    [
      'Ineligible answer: status INELIGIBLE, submitted No, notApply and submitted-as-ineligible',
      {
        isSubmitted: 'INELIGIBLE',
        status: 'PENDING',
        ineligibleReason: ' Out of region ',
        ...submittedFields,
      },
      {
        deadline: '2026-09-01',
        deadlineType: 'REQUIRED',
        declined: false,
        notApply: true,
        isSubmittedAsIneligible: true,
        ineligibleReason: 'Out of region',
        reports: [],
      },
      'INELIGIBLE',
    ],
    [
      'status INELIGIBLE with submitted Yes: no submission is sent',
      { isSubmitted: 'YES', status: 'INELIGIBLE', ineligibleReason: 'x', ...submittedFields },
      {
        deadline: '2026-09-01',
        deadlineType: 'REQUIRED',
        declined: false,
        notApply: true,
        isSubmittedAsIneligible: true,
        ineligibleReason: 'x',
        reports: [],
      },
      'INELIGIBLE',
    ],
    [
      'submitted Yes, pending: submission only',
      { isSubmitted: 'YES', status: 'PENDING', ...submittedFields, applicationType: 'ROLLING' },
      {
        deadline: '2026-09-01',
        deadlineType: 'ROLLING',
        declined: false,
        notApply: false,
        isSubmittedAsIneligible: false,
        reports: [],
        submission: { submissionDate: '2026-03-01', amountRequested: 500000 },
      },
      'PENDING',
    ],
    [
      'awarded: submission, award and reports',
      {
        isSubmitted: 'YES',
        status: 'AWARDED',
        ...submittedFields,
        amountAwarded: 250000,
        receivementDate: '2026-05-01',
        reports: [{ urgency: 'COURTESY', deadline: '2027-01-01' }],
      },
      {
        deadline: '2026-09-01',
        deadlineType: 'REQUIRED',
        declined: false,
        notApply: false,
        isSubmittedAsIneligible: false,
        reports: [{ urgency: 'COURTESY', deadline: '2027-01-01' }],
        submission: { submissionDate: '2026-03-01', amountRequested: 500000 },
        award: { amountAwarded: 250000, receivementDate: '2026-05-01' },
      },
      'AWARDED',
    ],
    [
      'award sent whenever an amount awarded is entered, even 0 and without a date',
      { isSubmitted: 'YES', status: 'AWARDED', ...submittedFields, amountAwarded: 0 },
      {
        deadline: '2026-09-01',
        deadlineType: 'REQUIRED',
        declined: false,
        notApply: false,
        isSubmittedAsIneligible: false,
        reports: [],
        submission: { submissionDate: '2026-03-01', amountRequested: 500000 },
        award: { amountAwarded: 0, receivementDate: null },
      },
      'AWARDED',
    ],
    [
      'declined: decline details only with a declined date',
      {
        isSubmitted: 'YES',
        status: 'DECLINED',
        ...submittedFields,
        declinedDate: '2026-04-01',
        declinedReason: '',
      },
      {
        deadline: '2026-09-01',
        deadlineType: 'REQUIRED',
        declined: true,
        notApply: false,
        isSubmittedAsIneligible: false,
        reports: [],
        submission: { submissionDate: '2026-03-01', amountRequested: 500000 },
        declinedDetails: { declinedDate: '2026-04-01', declinedReason: null },
      },
      'DECLINED',
    ],
    [
      'submitted No ignores submission fields',
      { isSubmitted: 'NO', status: 'NOT_APPLY', ...submittedFields },
      {
        deadline: '2026-09-01',
        deadlineType: 'REQUIRED',
        declined: false,
        notApply: true,
        isSubmittedAsIneligible: false,
        reports: [],
      },
      'NOT_APPLY',
    ],
  ])('%s', (_name, overrides, application, storedStatus) => {
    const payload = createGrantParams({ ...base, ...overrides });
    expect(payload).toEqual({
      funderId: 4,
      programId: 5,
      frequency: 'ONE_TIME',
      recurrenceCount: 1,
      application,
    });
    expect(
      resolveStoredStatus({
        ...application,
        submission: application.submission,
        award: application.award,
      }),
    ).toBe(storedStatus);
  });

  it.each([
    [{ frequency: 'RECURRING', recurrenceCount: 4 }, 4],
    [{ frequency: 'ONE_TIME', recurrenceCount: 4 }, 1],
  ] as const)('recurrence %j → %i', (overrides, count) => {
    expect(createGrantParams({ ...base, ...overrides }).recurrenceCount).toBe(count);
  });
});
