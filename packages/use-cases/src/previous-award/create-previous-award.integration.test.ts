import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, funderAndProgram } from '../testing/fixtures.ts';
import { createUseCaseKit, type UseCaseKit } from '../testing/use-case-kit.ts';
import { createPreviousAward } from './create-previous-award.ts';

let kit: UseCaseKit;
beforeAll(async () => {
  kit = await createUseCaseKit();
});
afterAll(() => kit.close());

describe('createPreviousAward', () => {
  it('dates a year-only award Jan 1 (or the later submission date) and marks its precision', async () => {
    const parents = await funderAndProgram(kit.a, 'Past');
    const award = { ...kit.a, ...parents, amountAwarded: 12.34, submissionDate: '2023-03-01' };
    const byYear = await createPreviousAward({ ...award, awardedDate: null, awardedYear: 2024 });
    expect(byYear).toMatchObject({
      status: 'AWARDED',
      receivementDate: '2024-01-01',
      isPrecisionByYear: true,
    });
    const sameYear = await createPreviousAward({ ...award, awardedDate: null, awardedYear: 2023 });
    expect(sameYear.receivementDate).toBe('2023-03-01');
    const dated = await createPreviousAward({ ...award, awardedDate: '2023-05-02' });
    expect(dated).toMatchObject({
      receivementDate: '2023-05-02',
      isPrecisionByYear: false,
      amountAwardedCents: 1234,
    });
    expect(
      await kit.sql(
        'select status, receivement_date::text, amount_awarded_cents from applications where id = $1',
        [dated.id],
      ),
    ).toEqual([{ status: 'AWARDED', receivement_date: '2023-05-02', amount_awarded_cents: '1234' }]);
  });

  it("refuses another organisation's funder and program", async () => {
    const parents = await funderAndProgram(kit.a, 'Theirs');
    const award = { ...kit.b, ...parents, amountAwarded: 1, submissionDate: '2023-03-01', awardedDate: null };
    expect(await codeOf(createPreviousAward({ ...award, awardedYear: 2024 }))).toBe('FUNDER_NOT_FOUND');
    expect(await kit.sql('select id from grants where funder_id = $1', [parents.funderId])).toEqual([]);
  });
});
