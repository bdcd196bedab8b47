import type { FullApplicationRecord } from '@grantflow/db/repositories/applications';
import type { GrantRecord } from '@grantflow/db/repositories/grants';

// Records as the db repositories return them, for the in-memory repositories of the unit tests.

export function grantRecord(overrides: Partial<GrantRecord> = {}): GrantRecord {
  return {
    id: 1,
    organizationId: 1,
    funderId: 1,
    programId: 1,
    frequency: 'ONE_TIME',
    recurrenceCount: null,
    program: { id: 1, name: 'Arts' },
    ...overrides,
  };
}

/** An open (NOT_APPLY) application with its grant and no reports. */
export function applicationRecord(overrides: Partial<FullApplicationRecord> = {}): FullApplicationRecord {
  const grant = overrides.grant ?? grantRecord();
  return {
    id: 1,
    organizationId: grant.organizationId,
    grantId: grant.id,
    status: 'NOT_APPLY',
    displayStatus: 'NOT_APPLY',
    deadline: '2026-03-01',
    deadlineType: 'REQUIRED',
    declined: false,
    declinedDate: null,
    declinedReason: null,
    isSubmittedAsIneligible: false,
    ineligibleReason: null,
    notApply: true,
    fiscalDate: '2026-03-01',
    submissionDate: null,
    amountRequestedCents: null,
    amountAwardedCents: null,
    receivementDate: null,
    isPrecisionByYear: false,
    responseDays: null,
    reports: [],
    ...overrides,
    grant,
  };
}
