import type { ApplicationUpdate } from '@grantflow/domain/application/application-update';
import { describe, expect, it } from 'vitest';
import { codeOf, refusalOf } from '../testing/fixtures.ts';
import { memoryApplications } from '../testing/memory-applications.ts';
import { memoryStore } from '../testing/memory-store.ts';
import { applicationRecord, grantRecord } from '../testing/records.ts';
import { updateApplication } from './update-application.ts';

// updateApplication's own rules over in-memory repositories; update-application.integration.test.ts proves
// the PostgreSQL path (the stored columns, the program move, another organisation refused).

const ORG = { id: 1, fiscalYearStart: '2020-07-01' };
const TODAY = '2026-06-15';

const awarded = (programId: number, receivementDate: string | null = '2026-04-01'): ApplicationUpdate => ({
  deadline: '2026-03-01',
  deadlineType: 'REQUIRED',
  programId,
  answer: {
    kind: 'SUBMITTED',
    submission: { submissionDate: '2026-02-01', amountRequested: 10000 },
    outcome: { kind: 'AWARDED', award: { amountAwarded: 8000, receivementDate } },
  },
  reports: [{ urgency: 'COURTESY', deadline: '2026-10-01' }],
});

function setup(frequency: 'ONE_TIME' | 'RECURRING' = 'ONE_TIME', deadline = '2026-03-01') {
  const memory = memoryApplications([1, 2]);
  const grant = grantRecord({ id: 10, frequency, recurrenceCount: frequency === 'RECURRING' ? 2 : null });
  memory.applications.set(5, applicationRecord({ id: 5, grant, deadline }));
  return { memory, options: { store: memoryStore(memory.bind), organization: ORG, today: TODAY } };
}

describe('updateApplication (no database)', () => {
  it('stores what the update computes, the fiscal date from the award', async () => {
    const { memory, options } = setup();
    expect(await updateApplication({ ...options, id: 5, update: awarded(1) })).toEqual({ id: 5 });
    expect(memory.applications.get(5)).toMatchObject({
      status: 'AWARDED',
      fiscalDate: '2026-04-01',
      submissionDate: '2026-02-01',
      amountRequestedCents: 10000,
      amountAwardedCents: 8000,
      reports: [{ urgency: 'COURTESY', deadline: '2026-10-01' }],
    });
  });

  it('moves the grant only when the program changes', async () => {
    const { memory, options } = setup();
    await updateApplication({ ...options, id: 5, update: awarded(1) });
    expect(memory.programMoves).toEqual([]);
    await updateApplication({ ...options, id: 5, update: awarded(2) });
    expect(memory.programMoves).toEqual([{ grantId: 10, programId: 2 }]);
    expect(await codeOf(updateApplication({ ...options, id: 5, update: awarded(3) }))).toBe(
      'PROGRAM_NOT_FOUND',
    );
  });

  it("runs the rule that needs the grant's frequency: a recurring award in a later year needs its date", async () => {
    const { memory, options } = setup('RECURRING', '2098-03-01');
    const update = { ...awarded(1, null), deadline: '2098-03-01' };
    const refusal = await refusalOf(updateApplication({ ...options, id: 5, update }));
    expect(refusal).toMatchObject({
      code: 'VALIDATION',
      details: { 'award.receivementDate': 'This field is required.' },
    });
    expect(memory.applications.get(5)?.status).toBe('NOT_APPLY');
    const oneTime = setup('ONE_TIME', '2098-03-01');
    expect(await codeOf(updateApplication({ ...oneTime.options, id: 5, update }))).toBe('resolved');
  });

  it('Not submitted clears the submission; Ineligible stores the reason', async () => {
    const { memory, options } = setup();
    const common = { deadline: '2026-03-01', deadlineType: 'REQUIRED' as const, programId: 1, reports: [] };
    await updateApplication({ ...options, id: 5, update: awarded(1) });
    await updateApplication({
      ...options,
      id: 5,
      update: { ...common, answer: { kind: 'INELIGIBLE', reason: 'Outside region' } },
    });
    expect(memory.applications.get(5)).toMatchObject({
      status: 'INELIGIBLE',
      submissionDate: null,
      amountAwardedCents: null,
      ineligibleReason: 'Outside region',
      reports: [],
    });
    await updateApplication({ ...options, id: 5, update: { ...common, answer: { kind: 'NOT_SUBMITTED' } } });
    expect(memory.applications.get(5)).toMatchObject({ status: 'NOT_APPLY', ineligibleReason: null });
  });

  it('refuses an application that is not the organisation’s', async () => {
    const { options } = setup();
    const other = { ...options, organization: { id: 2, fiscalYearStart: null } };
    expect(await codeOf(updateApplication({ ...other, id: 5, update: awarded(1) }))).toBe(
      'APPLICATION_NOT_FOUND',
    );
  });
});
