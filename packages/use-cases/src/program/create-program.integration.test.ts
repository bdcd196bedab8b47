import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf } from '../testing/fixtures.ts';
import { createUseCaseKit, type UseCaseKit } from '../testing/use-case-kit.ts';
import { createProgram } from './create-program.ts';

let kit: UseCaseKit;
beforeAll(async () => {
  kit = await createUseCaseKit();
});
afterAll(() => kit.close());

describe('createProgram', () => {
  it("stores the goal for the organisation's current fiscal year", async () => {
    const program = await createProgram({ ...kit.a, name: 'Arts', yearlyGoal: 250.5 });
    expect(program).toMatchObject({ name: 'Arts', yearlyGoalCents: 25050 });
    // FY 2025 of a July start runs 2025-07-01..2026-06-30, which holds 2026-06-15.
    expect(
      await kit.sql('select fiscal_year, goal_cents from program_yearly_goals where program_id = $1', [
        program.id,
      ]),
    ).toEqual([{ fiscal_year: 2025, goal_cents: '25050' }]);
    // Organisation B counts calendar years.
    const other = await createProgram({ ...kit.b, name: 'Arts', yearlyGoal: 1 });
    expect(
      await kit.sql('select fiscal_year from program_yearly_goals where program_id = $1', [other.id]),
    ).toEqual([{ fiscal_year: 2026 }]);
  });

  it('refuses a name the organisation already uses, in any case', async () => {
    await createProgram({ ...kit.a, name: 'Music', yearlyGoal: 1 });
    expect(await codeOf(createProgram({ ...kit.a, name: 'music', yearlyGoal: 1 }))).toBe('VALIDATION');
    expect(await codeOf(createProgram({ ...kit.b, name: 'music', yearlyGoal: 1 }))).toBe('resolved');
  });
});
