import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CREATE_FUNDER,
  CREATE_PROGRAM,
  createGrant,
  createTrackerKit,
  failure,
  type TrackerKit,
} from '../testing/tracker-kit.ts';

const LIST = `query L($organizationId: ID, $fiscalYear: Int) {
  listPrograms(organizationId: $organizationId, fiscalYear: $fiscalYear) { id name fiscalYear yearlyGoal achievedAmount missingAmount }
}`;
const GOAL = `mutation G($id: ID!, $goal: Float, $year: Int, $singleYear: Boolean) {
  updateProgramYearlyGoal(id: $id, goal: $goal, year: $year, singleYear: $singleYear) { id fiscalYear yearlyGoal }
}`;

let tracker: TrackerKit;
let programId: string;
let funderId: string;

type Program = {
  id: string;
  name: string;
  fiscalYear: number;
  yearlyGoal: number | null;
  achievedAmount: number;
  missingAmount: number;
};

async function programsOf(fiscalYear: number): Promise<Program[]> {
  return (await tracker.ok<{ listPrograms: Program[] }>(LIST, { fiscalYear })).listPrograms;
}

const goals = async () =>
  (
    await tracker.sql<{ fiscal_year: number; goal_cents: string }>(
      'select fiscal_year, goal_cents from program_yearly_goals where program_id = $1 order by fiscal_year',
      [programId],
    )
  ).map((row) => [row.fiscal_year, Number(row.goal_cents) / 100]);

beforeAll(async () => {
  // Fiscal years start on July 1: FY 2024 is 2024-07-01 .. 2025-06-30.
  tracker = await createTrackerKit('2019-07-01');
  const program = await tracker.ok<{ createProgram: Program }>(CREATE_PROGRAM, {
    name: 'Youth Arts',
    yearlyGoal: 5000,
  });
  programId = program.createProgram.id;
  const funder = await tracker.ok<{ createFunder: { id: string } }>(CREATE_FUNDER, {
    params: { name: 'F', type: 'OTHER' },
  });
  funderId = funder.createFunder.id;
  const award = (receivementDate: string, amountAwarded: number) => ({
    deadline: '2024-01-01',
    notApply: false,
    submission: { submissionDate: '2024-01-01', amountRequested: 1 },
    award: { amountAwarded, receivementDate },
  });
  await createGrant(tracker, { funderId, programId, application: award('2024-07-01', 1000) });
  await createGrant(tracker, { funderId, programId, application: award('2025-06-30', 500.5) });
  await createGrant(tracker, { funderId, programId, application: award('2025-07-01', 99) });
});

afterAll(async () => {
  await tracker?.close();
});

describe('createProgram and listPrograms', () => {
  it("creates the program with the current fiscal year's goal", async () => {
    const [current] = await tracker.sql<{ fiscal_year: number }>(
      'select fiscal_year from program_yearly_goals where program_id = $1',
      [programId],
    );
    const year = current?.fiscal_year ?? 0;
    expect((await programsOf(year))[0]).toMatchObject({
      name: 'Youth Arts',
      fiscalYear: year,
      yearlyGoal: 5000,
    });
  });

  it("sums the fiscal year's awards (org's fiscal year start) into achieved and missing", async () => {
    await tracker.ok(GOAL, { id: programId, goal: 2000, year: 2024, singleYear: true });
    expect(await programsOf(2024)).toEqual([
      {
        id: programId,
        name: 'Youth Arts',
        fiscalYear: 2024,
        yearlyGoal: 2000,
        achievedAmount: 1500.5,
        missingAmount: 499.5,
      },
    ]);
    expect((await programsOf(2025))[0]).toMatchObject({ achievedAmount: 99 });
    expect((await programsOf(2023))[0]).toMatchObject({
      yearlyGoal: null,
      achievedAmount: 0,
      missingAmount: 0,
    });
  });

  it.each([
    [{ yearlyGoal: 1 }, 'name', 'This field is required.'],
    [{ name: 'X', yearlyGoal: -1 }, 'yearlyGoal', 'This field is invalid.'],
    [{ name: 'X' }, 'yearlyGoal', 'This field is required.'],
    [{ name: 'youth arts', yearlyGoal: 1 }, 'name', 'A program with this name already exists.'],
  ])('refuses %j', async (args, field, message) => {
    const response = await tracker.call(CREATE_PROGRAM, args);
    expect(failure(response)).toMatchObject({ code: 'VALIDATION', message });
    expect(failure(response).fields?.[field]).toBe(message);
  });

  it('lists nothing of another organisation and refuses its organizationId', async () => {
    const own = await tracker.call<{ listPrograms: Program[] }>(LIST, {}, tracker.tokenB);
    expect(own.body.data?.listPrograms).toEqual([]);
    const other = await tracker.call(LIST, { organizationId: String(tracker.orgA) }, tracker.tokenB);
    expect(failure(other).code).toBe('ORGANIZATION_NOT_FOUND');
  });
});

describe('updateProgramYearlyGoal', () => {
  it('singleYear true changes that year only', async () => {
    await tracker.ok(GOAL, { id: programId, goal: 3000, year: 2030, singleYear: true });
    await tracker.ok(GOAL, { id: programId, goal: 3100, year: 2031, singleYear: true });
    await tracker.ok(GOAL, { id: programId, goal: 1000, year: 2029, singleYear: true });
    expect((await goals()).filter(([year]) => Number(year) >= 2029)).toEqual([
      [2029, 1000],
      [2030, 3000],
      [2031, 3100],
    ]);
  });

  it('singleYear false sets the year and overwrites every later year that has a goal', async () => {
    const data = await tracker.ok(GOAL, { id: programId, goal: 4200.5, year: 2030, singleYear: false });
    expect(data).toEqual({
      updateProgramYearlyGoal: { id: programId, fiscalYear: 2030, yearlyGoal: 4200.5 },
    });
    expect((await goals()).filter(([year]) => Number(year) >= 2029)).toEqual([
      [2029, 1000],
      [2030, 4200.5],
      [2031, 4200.5],
    ]);
  });

  it('refuses bad values and other organisations', async () => {
    expect(failure(await tracker.call(GOAL, { id: programId, goal: null, year: 2030 })).fields).toEqual({
      goal: 'This field is required.',
    });
    expect(failure(await tracker.call(GOAL, { id: programId, goal: 1, year: 20300 })).fields).toEqual({
      year: 'This field is invalid.',
    });
    expect(
      failure(await tracker.call(GOAL, { id: programId, goal: 1, year: 2030 }, tracker.tokenB)).code,
    ).toBe('PROGRAM_NOT_FOUND');
  });
});

describe('updateProgram and deleteProgram', () => {
  it('renames (refusing a taken name) and deletes, keeping the grants without a program', async () => {
    const other = await tracker.ok<{ createProgram: { id: string } }>(CREATE_PROGRAM, {
      name: 'Seniors',
      yearlyGoal: 1,
    });
    const RENAME =
      'mutation R($id: ID!, $name: String) { updateProgram(id: $id, params: { name: $name }) { id name } }';
    expect(await tracker.ok(RENAME, { id: other.createProgram.id, name: 'Elders' })).toEqual({
      updateProgram: { id: other.createProgram.id, name: 'Elders' },
    });
    expect(
      failure(await tracker.call(RENAME, { id: other.createProgram.id, name: 'YOUTH ARTS' })).message,
    ).toBe('A program with this name already exists.');
    const [applicationId] = await createGrant(tracker, { funderId, programId: other.createProgram.id });
    const DELETE = 'mutation D($id: ID!) { deleteProgram(id: $id) }';
    expect(failure(await tracker.call(DELETE, { id: other.createProgram.id }, tracker.tokenB)).code).toBe(
      'PROGRAM_NOT_FOUND',
    );
    expect(await tracker.ok(DELETE, { id: other.createProgram.id })).toEqual({
      deleteProgram: other.createProgram.id,
    });
    const [grant] = await tracker.sql(
      'select g.program_id from grants g join applications a on a.grant_id = g.id where a.id = $1',
      [applicationId],
    );
    expect(grant).toEqual({ program_id: null });
  });
});
