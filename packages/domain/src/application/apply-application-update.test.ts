import { describe, expect, it } from 'vitest';
import type { StoredApplicationState } from './application-types.ts';
import { applyApplicationUpdate } from './apply-application-update.ts';
import { type UpdateApplicationForm, updateApplicationParams } from './update-application-params.ts';

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
    const next = applyApplicationUpdate(current, updateApplicationParams({ ...form, ...overrides }));
    expect(next).toMatchObject(expected);
    expect(next).toMatchObject({
      id: 3,
      organizationId: 9,
      programId: 2,
      deadline: '2026-09-01',
      deadlineType: 'REQUIRED',
    });
  });

  const base = updateApplicationParams({ ...form, answer: 'YES', statusChoice: 'PENDING' });
  it.each([
    [
      'award and declined together',
      { ...base, award: { amountAwarded: 1, receivementDate: null }, declined: true },
    ],
    [
      'an award without submission',
      { ...base, submission: null, award: { amountAwarded: 1, receivementDate: null } },
    ],
    ['declined without submission', { ...base, submission: null, declined: true }],
  ])('rejects %s', (_name, params) => {
    expect(() => applyApplicationUpdate(current, params)).toThrow(
      expect.objectContaining({ code: 'VALIDATION' }),
    );
  });

  it('ignores an ineligible reason that comes with a submission', () => {
    const next = applyApplicationUpdate(current, { ...base, ineligibleReason: 'stray text' });
    expect(next).toMatchObject({ status: 'PENDING', isSubmittedAsIneligible: false, ineligibleReason: null });
  });

  it('treats a blank reason without submission as not applied', () => {
    const next = applyApplicationUpdate(current, { ...base, submission: null, ineligibleReason: ' ' });
    expect(next.status).toBe('NOT_APPLY');
  });
});
