import { DomainError } from '@grantflow/domain/shared/errors';
import { describe, expect, it } from 'vitest';
import { type UpdateApplicationForm, updateApplicationPayload } from './update-application-payload.ts';

// The form state's checks before packages/domain reads it as an update; the reading itself is tested in
// packages/domain (application-update.test.ts).
const filled: UpdateApplicationForm = {
  answer: 'YES',
  statusChoice: 'AWARDED',
  programId: 7,
  deadline: '2026-09-01',
  deadlineType: 'REQUIRED',
  dateSubmitted: '2026-03-01',
  amountRequested: 500000,
  amountAwarded: 250000,
  receivementDate: '2026-05-01',
  declinedDate: '2026-04-01',
  declinedReason: '  Out of scope ',
  ineligibleReason: 'Not a 501(c)(3)',
  reports: [{ urgency: 'REQUIRED', deadline: '2027-01-15' }],
};

describe('updateApplicationPayload', () => {
  it('reads accepted values as the update they mean (Yes + Awarded)', () => {
    expect(updateApplicationPayload(filled).answer).toEqual({
      kind: 'SUBMITTED',
      submission: { submissionDate: '2026-03-01', amountRequested: 500000 },
      outcome: { kind: 'AWARDED', award: { amountAwarded: 250000, receivementDate: '2026-05-01' } },
    });
  });

  it.each<[string, Partial<UpdateApplicationForm>, Record<string, string>]>([
    ['missing deadline', { answer: 'NO', deadline: '' }, { deadline: 'This field is required.' }],
    ['malformed deadline', { answer: 'NO', deadline: '09/01/2026' }, { deadline: 'This field is invalid.' }],
    [
      'blank ineligible reason',
      { answer: 'INELIGIBLE', ineligibleReason: '  ' },
      { ineligibleReason: 'This field is required.' },
    ],
    ['Yes without a status', { answer: 'YES', statusChoice: null }, { status: 'This field is required.' }],
    [
      'Yes without submission data',
      { answer: 'YES', statusChoice: 'PENDING', dateSubmitted: null, amountRequested: null },
      { dateSubmitted: 'This field is required.', amountRequested: 'This field is required.' },
    ],
    [
      'negative amount requested',
      { answer: 'YES', statusChoice: 'PENDING', amountRequested: -1 },
      { amountRequested: 'This field is invalid.' },
    ],
    [
      'fractional cents',
      { answer: 'YES', statusChoice: 'PENDING', amountRequested: 1.5 },
      { amountRequested: 'This field is invalid.' },
    ],
    [
      'Awarded without amount',
      { answer: 'YES', statusChoice: 'AWARDED', amountAwarded: null },
      { amountAwarded: 'This field is required.' },
    ],
    [
      'Awarded with a malformed receivement date',
      { answer: 'YES', statusChoice: 'AWARDED', receivementDate: '2026-02-30' },
      { receivementDate: 'This field is invalid.' },
    ],
    [
      'Declined without date',
      { answer: 'YES', statusChoice: 'DECLINED', declinedDate: undefined },
      { declinedDate: 'This field is required.' },
    ],
  ])('rejects %s', (_name, overrides, details) => {
    let error: unknown;
    try {
      updateApplicationPayload({ ...filled, ...overrides });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('VALIDATION');
    expect((error as DomainError).details).toEqual(details);
  });

  it.each<[Partial<UpdateApplicationForm>]>([
    [{ answer: 'NO', dateSubmitted: 'garbage', amountAwarded: -5 }],
    [{ answer: 'INELIGIBLE', declinedDate: 'garbage' }],
    [{ answer: 'YES', statusChoice: 'PENDING', amountAwarded: null, declinedDate: null }],
  ])('ignores fields the branch does not send: %j', (overrides) => {
    expect(() => updateApplicationPayload({ ...filled, ...overrides })).not.toThrow();
  });
});
