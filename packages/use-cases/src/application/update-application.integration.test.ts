import type { ApplicationUpdate } from '@grantflow/domain/application/application-update';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProgram } from '../program/create-program.ts';
import { codeOf, oneTimeGrant } from '../testing/fixtures.ts';
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

// The rules and branches run without a database in update-application.test.ts; this proves the stored path.
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
});
