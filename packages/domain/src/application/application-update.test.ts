import { describe, expect, it } from 'vitest';
import {
  type ApplicationUpdate,
  applicationUpdateFromForm,
  type UpdateApplicationForm,
} from './application-update.ts';

const filled: UpdateApplicationForm = {
  answer: 'YES',
  statusChoice: 'AWARDED',
  programId: 2,
  deadline: '2026-09-01',
  deadlineType: 'REQUIRED',
  dateSubmitted: '2026-03-01',
  amountRequested: 500000,
  amountAwarded: 250000,
  receivementDate: '',
  declinedDate: '2026-04-01',
  declinedReason: '  Out of scope ',
  ineligibleReason: '  Not eligible ',
  reports: [{ urgency: 'REQUIRED', deadline: '2027-01-15' }],
};
const common = { programId: 2, deadline: '2026-09-01', deadlineType: 'REQUIRED' } as const;
const submission = { submissionDate: '2026-03-01', amountRequested: 500000 };

describe('applicationUpdateFromForm', () => {
  it.each<[string, Partial<UpdateApplicationForm>, ApplicationUpdate]>([
    ['No', { answer: 'NO' }, { ...common, answer: { kind: 'NOT_SUBMITTED' }, reports: [] }],
    [
      'Ineligible with its trimmed reason',
      { answer: 'INELIGIBLE' },
      { ...common, answer: { kind: 'INELIGIBLE', reason: 'Not eligible' }, reports: [] },
    ],
    [
      'Ineligible without a reason as not submitted',
      { answer: 'INELIGIBLE', ineligibleReason: '   ' },
      { ...common, answer: { kind: 'NOT_SUBMITTED' }, reports: [] },
    ],
    [
      'Yes, awarded, a blank receivement date as none, with the reports',
      {},
      {
        ...common,
        answer: {
          kind: 'SUBMITTED',
          submission,
          outcome: { kind: 'AWARDED', award: { amountAwarded: 250000, receivementDate: null } },
        },
        reports: [{ urgency: 'REQUIRED', deadline: '2027-01-15' }],
      },
    ],
    [
      'Yes, declined, without reports',
      { statusChoice: 'DECLINED' },
      {
        ...common,
        answer: {
          kind: 'SUBMITTED',
          submission,
          outcome: {
            kind: 'DECLINED',
            details: { declinedDate: '2026-04-01', declinedReason: 'Out of scope' },
          },
        },
        reports: [],
      },
    ],
    [
      'Yes, pending',
      { statusChoice: 'PENDING' },
      { ...common, answer: { kind: 'SUBMITTED', submission, outcome: { kind: 'PENDING' } }, reports: [] },
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(applicationUpdateFromForm({ ...filled, ...overrides })).toEqual(expected);
  });
});
