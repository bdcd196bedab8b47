import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, funderAndProgram, oneTime } from '../testing/fixtures.ts';
import { createUseCaseKit, type UseCaseKit } from '../testing/use-case-kit.ts';
import { createGrant } from './create-grant.ts';

let kit: UseCaseKit;
beforeAll(async () => {
  kit = await createUseCaseKit();
});
afterAll(() => kit.close());

// The rules and the planning run without a database in create-grant.test.ts; this proves the stored path.
describe('createGrant', () => {
  it('makes one application per cycle, later ones NOT_APPLY', async () => {
    const parents = await funderAndProgram(kit.a, 'Recurring');
    const created = await createGrant({
      ...kit.a,
      input: {
        ...oneTime(parents, {
          notApply: null,
          submission: { submissionDate: '2026-02-01', amountRequested: 100 },
          reports: [{ urgency: 'REQUIRED', deadline: '2026-12-01' }],
        }),
        frequency: 'RECURRING',
        recurrenceCount: 3,
      },
    });
    expect(created.grant).toMatchObject({ frequency: 'RECURRING', recurrenceCount: 3 });
    expect(created.applications.map((x) => [x.status, x.deadline])).toEqual([
      ['PENDING', '2026-03-01'],
      ['NOT_APPLY', '2027-03-01'],
      ['NOT_APPLY', '2028-03-01'],
    ]);
    expect(created.applications.map((x) => x.reports?.map((r) => r.deadline))).toEqual([
      ['2026-12-01'],
      ['2027-12-01'],
      ['2028-12-01'],
    ]);
    const [row] = await kit.sql(
      'select fiscal_date::text, amount_requested_cents from applications where id = $1',
      [created.applications[0]?.id],
    );
    expect(row).toEqual({ fiscal_date: '2026-02-01', amount_requested_cents: '10000' });
  });

  it("refuses another organisation's funder and program", async () => {
    const parents = await funderAndProgram(kit.a, 'Theirs');
    expect(await codeOf(createGrant({ ...kit.b, input: oneTime(parents) }))).toBe('FUNDER_NOT_FOUND');
    expect(await kit.sql('select id from grants where funder_id = $1', [parents.funderId])).toEqual([]);
  });
});
