import { describe, expect, it } from 'vitest';
import { codeOf } from '../testing/fixtures.ts';
import { memoryPrograms } from '../testing/memory-programs.ts';
import { memoryStore } from '../testing/memory-store.ts';
import { createProgram } from './create-program.ts';
import { renameProgram } from './rename-program.ts';
import { setProgramGoal } from './set-program-goal.ts';

// Which fiscal year the program use cases write, over in-memory repositories; programs.integration.test.ts
// proves the PostgreSQL path (stored rows, taken names, other organisations).

const TODAY = '2026-06-15';
// FY 2025 of a July start runs 2025-07-01..2026-06-30, which holds 2026-06-15.
const JULY = { id: 1, fiscalYearStart: '2020-07-01' };
const CALENDAR = { id: 2, fiscalYearStart: null };

function setup() {
  const memory = memoryPrograms();
  const store = memoryStore(memory.bind);
  return {
    memory,
    july: { store, organization: JULY, today: TODAY },
    calendar: { store, organization: CALENDAR, today: TODAY },
  };
}

describe('program goals (no database)', () => {
  it("creates with the goal, in cents, of the organisation's current fiscal year", async () => {
    const { memory, july, calendar } = setup();
    const arts = await createProgram({ ...july, name: 'Arts', yearlyGoal: 250.5 });
    expect(arts).toMatchObject({ fiscalYear: 2025, yearlyGoalCents: 25050 });
    const other = await createProgram({ ...calendar, name: 'Arts', yearlyGoal: 1 });
    expect([...(memory.programs.get(other.id)?.goals ?? [])]).toEqual([[2026, 100]]);
  });

  it('sets the current year by default, a chosen year otherwise, and later years unless singleYear', async () => {
    const { memory, july } = setup();
    const { id } = await createProgram({ ...july, name: 'Arts', yearlyGoal: 1 });
    await setProgramGoal({ ...july, id, goal: 5, year: 2027 });
    expect(await setProgramGoal({ ...july, id, goal: 10 })).toMatchObject({
      fiscalYear: 2025,
      yearlyGoalCents: 1000,
    });
    expect(memory.programs.get(id)?.goals.get(2027)).toBe(1000);
    await setProgramGoal({ ...july, id, goal: 20, year: 2024, singleYear: true });
    expect([...(memory.programs.get(id)?.goals ?? [])].sort()).toEqual([
      [2024, 2000],
      [2025, 1000],
      [2027, 1000],
    ]);
  });

  it('refuses a year out of range before writing anything', async () => {
    const { memory, july } = setup();
    const { id } = await createProgram({ ...july, name: 'Arts', yearlyGoal: 1 });
    expect(await codeOf(setProgramGoal({ ...july, id, goal: 10, year: 1800 }))).toBe('VALIDATION');
    expect([...(memory.programs.get(id)?.goals.keys() ?? [])]).toEqual([2025]);
  });

  it("renames and answers with the current year's figures", async () => {
    const { july } = setup();
    const { id } = await createProgram({ ...july, name: 'Arts', yearlyGoal: 3 });
    expect(await renameProgram({ ...july, id, name: 'Arts and Music' })).toMatchObject({
      name: 'Arts and Music',
      fiscalYear: 2025,
      yearlyGoalCents: 300,
    });
  });
});
