import type { ApplicationUpdate } from '@grantflow/domain/application/application-update';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGrant } from '../grant/create-grant.ts';
import { createProgram } from '../program/create-program.ts';
import { codeOf, funderAndProgram, oneTimeGrant, refusalOf } from '../testing/fixtures.ts';
import { createUseCaseKit, type UseCaseKit } from '../testing/use-case-kit.ts';
import { updateApplication } from './update-application.ts';

let kit: UseCaseKit;
beforeAll(async () => {
  kit = await createUseCaseKit();
});
afterAll(() => kit.close());

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

describe('updateApplication', () => {
  it('stores the answer, moves the program, and refuses other organisations', async () => {
    const { grant, application } = await oneTimeGrant(kit.a, 'Update');
    const other = await createProgram({ ...kit.a, name: 'Other', yearlyGoal: 1 });
    const id = application.id;
    const update = awarded(other.id);
    expect(await codeOf(updateApplication({ ...kit.b, id, update }))).toBe('APPLICATION_NOT_FOUND');
    expect(await updateApplication({ ...kit.a, id, update })).toEqual({ id });
    const [row] = await kit.sql(
      'select status, fiscal_date::text, amount_awarded_cents from applications where id = $1',
      [id],
    );
    expect(row).toEqual({ status: 'AWARDED', fiscal_date: '2026-04-01', amount_awarded_cents: '8000' });
    expect(await kit.sql('select program_id from grants where id = $1', [grant.id])).toEqual([
      { program_id: other.id },
    ]);
  });

  it("runs the rule that needs the grant's frequency: a recurring award in a later year needs its date", async () => {
    const parents = await funderAndProgram(kit.a, 'Recurring');
    const created = await createGrant({
      ...kit.a,
      input: {
        ...parents,
        frequency: 'RECURRING',
        recurrenceCount: 2,
        application: { deadline: '2098-03-01', deadlineType: 'REQUIRED', notApply: true },
      },
    });
    const application = created.applications[0];
    if (!application) throw new Error('no application created');
    const update = { ...awarded(parents.programId, null), deadline: '2098-03-01' };
    const refusal = await refusalOf(updateApplication({ ...kit.a, id: application.id, update }));
    expect(refusal).toMatchObject({
      code: 'VALIDATION',
      details: { 'award.receivementDate': 'This field is required.' },
    });
    expect(await kit.sql('select status from applications where id = $1', [application.id])).toEqual([
      { status: 'NOT_APPLY' },
    ]);
  });

  it('Not submitted clears the submission; Ineligible stores the reason', async () => {
    const { grant, application } = await oneTimeGrant(kit.a, 'Branches');
    const programId = grant.programId ?? 0;
    const common = { deadline: '2026-03-01', deadlineType: 'REQUIRED' as const, programId, reports: [] };
    await updateApplication({ ...kit.a, id: application.id, update: awarded(programId) });
    await updateApplication({
      ...kit.a,
      id: application.id,
      update: { ...common, answer: { kind: 'INELIGIBLE', reason: 'Outside region' } },
    });
    expect(
      await kit.sql(
        'select status, submission_date, amount_awarded_cents, ineligible_reason from applications where id = $1',
        [application.id],
      ),
    ).toEqual([
      {
        status: 'INELIGIBLE',
        submission_date: null,
        amount_awarded_cents: null,
        ineligible_reason: 'Outside region',
      },
    ]);
    await updateApplication({
      ...kit.a,
      id: application.id,
      update: { ...common, answer: { kind: 'NOT_SUBMITTED' } },
    });
    expect(
      await kit.sql('select status, ineligible_reason from applications where id = $1', [application.id]),
    ).toEqual([{ status: 'NOT_APPLY', ineligible_reason: null }]);
  });
});
