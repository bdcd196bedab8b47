import { DomainError } from '@grantflow/domain/shared/errors';
import { describe, expect, it } from 'vitest';
import { type CreateGrantForm, createGrantPayload } from './create-grant-payload.ts';

// The form state's checks before packages/domain's create-grant rules; those are tested in packages/domain
// (create-grant-params.test.ts).
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

describe('createGrantPayload', () => {
  it('builds the arguments of accepted values', () => {
    expect(createGrantPayload({ ...base, frequency: 'RECURRING', recurrenceCount: 4 })).toMatchObject({
      recurrenceCount: 4,
      application: { deadline: '2026-09-01', notApply: true },
    });
  });

  it.each<[string, Partial<CreateGrantForm>, Record<string, string>]>([
    ['missing deadline', { applicationDeadline: '' }, { applicationDeadline: 'This field is required.' }],
    [
      'bad recurrence',
      { frequency: 'RECURRING', recurrenceCount: 1 },
      { recurrenceCount: 'This field is invalid.' },
    ],
    [
      'Yes without submission data',
      { isSubmitted: 'YES', status: 'PENDING' },
      { dateSubmitted: 'This field is required.', amountRequested: 'This field is required.' },
    ],
    [
      'ineligible without reason',
      { isSubmitted: 'INELIGIBLE' },
      { ineligibleReason: 'This field is required.' },
    ],
    ['malformed declined date', { declinedDate: '04/01/2026' }, { declinedDate: 'This field is invalid.' }],
    ['negative award', { amountAwarded: -1 }, { amountAwarded: 'This field is invalid.' }],
  ])('rejects %s', (_name, overrides, details) => {
    let error: unknown;
    try {
      createGrantPayload({ ...base, ...overrides });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).details).toEqual(details);
  });
});
