import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf } from '../testing/fixtures.ts';
import { createUseCaseKit, type UseCaseKit } from '../testing/use-case-kit.ts';
import { createProgram } from './create-program.ts';
import { setProgramGoal } from './set-program-goal.ts';

let kit: UseCaseKit;
beforeAll(async () => {
  kit = await createUseCaseKit();
});
afterAll(() => kit.close());

describe('setProgramGoal', () => {
  it("stores a year's goal, refuses a year out of range and other organisations", async () => {
    const program = await createProgram({ ...kit.a, name: 'Arts', yearlyGoal: 1 });
    expect(await setProgramGoal({ ...kit.a, id: program.id, goal: 10, year: 2027 })).toMatchObject({
      yearlyGoalCents: 1000,
    });
    expect(
      await kit.sql(
        'select goal_cents from program_yearly_goals where program_id = $1 and fiscal_year = 2027',
        [program.id],
      ),
    ).toEqual([{ goal_cents: '1000' }]);
    expect(await codeOf(setProgramGoal({ ...kit.a, id: program.id, goal: 10, year: 1800 }))).toBe(
      'VALIDATION',
    );
    expect(await codeOf(setProgramGoal({ ...kit.b, id: program.id, goal: 10, year: 2027 }))).toBe(
      'PROGRAM_NOT_FOUND',
    );
    expect(
      await kit.sql(
        'select goal_cents from program_yearly_goals where program_id = $1 and fiscal_year = 2027',
        [program.id],
      ),
    ).toEqual([{ goal_cents: '1000' }]);
  });
});
