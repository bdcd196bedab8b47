import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf } from '../testing/fixtures.ts';
import { createUseCaseKit, type UseCaseKit } from '../testing/use-case-kit.ts';
import { createProgram } from './create-program.ts';
import { renameProgram } from './rename-program.ts';
import { setProgramGoal } from './set-program-goal.ts';

// The program use cases on PostgreSQL: the rows they store, taken names, other organisations. Which fiscal
// year they write is the use cases' own rule, tested without a database in program-goals.test.ts.

let kit: UseCaseKit;
beforeAll(async () => {
  kit = await createUseCaseKit();
});
afterAll(() => kit.close());

const goals = (programId: number) =>
  kit.sql('select fiscal_year, goal_cents from program_yearly_goals where program_id = $1 order by 1', [
    programId,
  ]);

describe('programs', () => {
  it("creates with the goal of the organisation's fiscal year, refusing a name it already uses in any case", async () => {
    const program = await createProgram({ ...kit.a, name: 'Arts', yearlyGoal: 250.5 });
    expect(program).toMatchObject({ name: 'Arts', yearlyGoalCents: 25050 });
    // FY 2025 of a July start runs 2025-07-01..2026-06-30, which holds 2026-06-15.
    expect(await goals(program.id)).toEqual([{ fiscal_year: 2025, goal_cents: '25050' }]);
    // Organisation B counts calendar years, and may use the same name.
    const other = await createProgram({ ...kit.b, name: 'Arts', yearlyGoal: 1 });
    expect(await goals(other.id)).toEqual([{ fiscal_year: 2026, goal_cents: '100' }]);
    expect(await codeOf(createProgram({ ...kit.a, name: 'arts', yearlyGoal: 1 }))).toBe('VALIDATION');
  });

  it('renames, refuses a taken name and other organisations', async () => {
    const program = await createProgram({ ...kit.a, name: 'Theatre', yearlyGoal: 1 });
    await createProgram({ ...kit.a, name: 'Sports', yearlyGoal: 1 });
    expect(await renameProgram({ ...kit.a, id: program.id, name: 'Theatre and Music' })).toMatchObject({
      name: 'Theatre and Music',
    });
    expect(await codeOf(renameProgram({ ...kit.a, id: program.id, name: 'sports' }))).toBe('VALIDATION');
    expect(await codeOf(renameProgram({ ...kit.b, id: program.id, name: 'x' }))).toBe('PROGRAM_NOT_FOUND');
    expect(await kit.sql('select name from programs where id = $1', [program.id])).toEqual([
      { name: 'Theatre and Music' },
    ]);
  });

  it("stores a year's goal over later years that have one, and refuses other organisations", async () => {
    const program = await createProgram({ ...kit.a, name: 'Dance', yearlyGoal: 1 });
    await setProgramGoal({ ...kit.a, id: program.id, goal: 5, year: 2027, singleYear: true });
    expect(await setProgramGoal({ ...kit.a, id: program.id, goal: 10, year: 2026 })).toMatchObject({
      yearlyGoalCents: 1000,
    });
    expect(await goals(program.id)).toEqual([
      { fiscal_year: 2025, goal_cents: '100' },
      { fiscal_year: 2026, goal_cents: '1000' },
      { fiscal_year: 2027, goal_cents: '1000' },
    ]);
    expect(await codeOf(setProgramGoal({ ...kit.b, id: program.id, goal: 10, year: 2027 }))).toBe(
      'PROGRAM_NOT_FOUND',
    );
    expect(await goals(program.id)).toHaveLength(3);
  });
});
