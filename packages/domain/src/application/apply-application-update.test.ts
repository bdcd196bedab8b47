import { describe, expect, it } from 'vitest';
import type { StoredApplicationState } from './application-types.ts';
import { applicationUpdateFromForm, type UpdateApplicationForm } from './application-update.ts';
import { applyApplicationUpdate } from './apply-application-update.ts';

const current: StoredApplicationState & { id: number; organizationId: number } = {
  id: 3,
  organizationId: 9,
  status: 'AWARDED',
  deadline: '2026-01-01',
  deadlineType: 'ROLLING',
  programId: 1,
  notApply: false,
  isSubmittedAsIneligible: false,
  ineligibleReason: null,
  declined: false,
  declinedDetails: null,
  submission: { submissionDate: '2025-10-01', amountRequested: 100 },
  award: { amountAwarded: 50, receivementDate: '2025-12-01' },
  reports: [{ urgency: 'COURTESY', deadline: '2026-06-01' }],
};

const form: UpdateApplicationForm = {
  answer: 'YES',
  statusChoice: 'AWARDED',
  programId: 2,
  deadline: '2026-09-01',
  deadlineType: 'REQUIRED',
  dateSubmitted: '2026-03-01',
  amountRequested: 500000,
  amountAwarded: 250000,
  receivementDate: '2026-05-01',
  declinedDate: '2026-04-01',
  declinedReason: 'Out of scope',
  ineligibleReason: 'Not eligible',
  reports: [{ urgency: 'REQUIRED', deadline: '2027-01-15' }],
};

describe('applyApplicationUpdate', () => {
  it.each<[Partial<UpdateApplicationForm>, Partial<StoredApplicationState>]>([
    [
      { answer: 'NO' },
      {
        status: 'NOT_APPLY',
        notApply: true,
        isSubmittedAsIneligible: false,
        ineligibleReason: null,
        submission: null,
        award: null,
        reports: [],
      },
    ],
    [
      { answer: 'INELIGIBLE' },
      {
        status: 'INELIGIBLE',
        notApply: true,
        isSubmittedAsIneligible: true,
        ineligibleReason: 'Not eligible',
      },
    ],
    [
      { answer: 'YES', statusChoice: 'AWARDED' },
      {
        status: 'AWARDED',
        notApply: false,
        isSubmittedAsIneligible: false,
        ineligibleReason: null,
        award: { amountAwarded: 250000, receivementDate: '2026-05-01' },
        reports: [{ urgency: 'REQUIRED', deadline: '2027-01-15' }],
      },
    ],
    [
      { answer: 'YES', statusChoice: 'DECLINED' },
      {
        status: 'DECLINED',
        declined: true,
        declinedDetails: { declinedDate: '2026-04-01', declinedReason: 'Out of scope' },
        award: null,
        reports: [],
      },
    ],
    [
      { answer: 'YES', statusChoice: 'PENDING' },
      { status: 'PENDING', declined: false, award: null, reports: [], ineligibleReason: null },
    ],
  ])('%j → %j', (overrides, expected) => {
    const next = applyApplicationUpdate(current, applicationUpdateFromForm({ ...form, ...overrides }));
    expect(next).toMatchObject(expected);
    expect(next).toMatchObject({
      id: 3,
      organizationId: 9,
      programId: 2,
      deadline: '2026-09-01',
      deadlineType: 'REQUIRED',
    });
  });

  it('replaces the report schedule with what the update carries', () => {
    const update = applicationUpdateFromForm({ ...form, answer: 'YES', statusChoice: 'PENDING' });
    const next = applyApplicationUpdate(current, {
      ...update,
      reports: [{ urgency: 'COURTESY', deadline: '2027-02-01' }],
    });
    expect(next).toMatchObject({
      status: 'PENDING',
      reports: [{ urgency: 'COURTESY', deadline: '2027-02-01' }],
    });
  });
});
