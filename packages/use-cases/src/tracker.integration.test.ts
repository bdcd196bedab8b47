import { DomainError } from '@grantflow/domain/shared/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApplication } from './application/delete-application.ts';
import { updateApplication } from './application/update-application.ts';
import { exportDeadlines } from './deadlines/export-deadlines.ts';
import { createFunder } from './funder/create-funder.ts';
import { deleteFunder } from './funder/delete-funder.ts';
import { updateFunder } from './funder/update-funder.ts';
import { createGrant } from './grant/create-grant.ts';
import { deleteGrant } from './grant/delete-grant.ts';
import { createPreviousAward } from './previous-award/create-previous-award.ts';
import { createProgram } from './program/create-program.ts';
import { deleteProgram } from './program/delete-program.ts';
import { renameProgram } from './program/rename-program.ts';
import { setProgramGoal } from './program/set-program-goal.ts';
import { updateReport } from './report/update-report.ts';
import { createUseCaseKit, type UseCaseKit } from './shared/testing.ts';

const today = '2026-06-15';
let kit: UseCaseKit;
let a: { db: UseCaseKit['database']['db']; organization: UseCaseKit['orgA']; today: string };
let b: typeof a;

beforeAll(async () => {
  kit = await createUseCaseKit();
  a = { db: kit.database.db, organization: kit.orgA, today };
  b = { db: kit.database.db, organization: kit.orgB, today };
});
afterAll(() => kit.close());

const codeOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (error instanceof DomainError ? error.code : String(error)),
  );

async function funderAndProgram(name: string) {
  const funder = await createFunder({ ...a, fields: { name: `${name} Foundation`, type: 'FOUNDATION' } });
  const program = await createProgram({ ...a, name, yearlyGoal: 1000 });
  return { funderId: funder.id, programId: program.id };
}

const oneTime = (parents: { funderId: number; programId: number }, application: object = {}) => ({
  ...parents,
  frequency: 'ONE_TIME' as const,
  recurrenceCount: null,
  application: { deadline: '2026-03-01', deadlineType: 'REQUIRED' as const, notApply: true, ...application },
});

describe('funders', () => {
  it('creates, updates and deletes within the organisation only', async () => {
    const funder = await createFunder({
      ...a,
      fields: { name: 'Acme', type: 'CORPORATE' },
      location: { city: 'Springfield' },
    });
    expect(funder).toMatchObject({ name: 'Acme', type: 'CORPORATE' });
    const updated = await updateFunder({ ...a, id: funder.id, fields: { isPaused: true }, location: null });
    expect(updated).toMatchObject({ name: 'Acme', isPaused: true, location: null });
    expect(await codeOf(updateFunder({ ...b, id: funder.id, fields: { name: 'x' } }))).toBe(
      'FUNDER_NOT_FOUND',
    );
    expect(await codeOf(deleteFunder({ ...b, id: funder.id }))).toBe('FUNDER_NOT_FOUND');
    expect(await deleteFunder({ ...a, id: funder.id })).toEqual({ id: funder.id });
    expect(await kit.sql('select id from funders where id = $1', [funder.id])).toEqual([]);
  });
});

describe('programs', () => {
  it("creates with the current fiscal year's goal, renames, sets goals and deletes", async () => {
    const program = await createProgram({ ...a, name: 'Arts', yearlyGoal: 250.5 });
    expect(program).toMatchObject({ name: 'Arts', yearlyGoalCents: 25050 });
    // FY 2025 of a July start runs 2025-07-01..2026-06-30, which holds 2026-06-15.
    expect(
      await kit.sql('select fiscal_year, goal_cents from program_yearly_goals where program_id = $1', [
        program.id,
      ]),
    ).toEqual([{ fiscal_year: 2025, goal_cents: '25050' }]);
    expect(await renameProgram({ ...a, id: program.id, name: 'Arts and Music' })).toMatchObject({
      name: 'Arts and Music',
    });
    expect(await codeOf(createProgram({ ...a, name: 'arts and music', yearlyGoal: 1 }))).toBe('VALIDATION');
    const goal = await setProgramGoal({ ...a, id: program.id, goal: 10, year: 2027 });
    expect(goal).toMatchObject({ yearlyGoalCents: 1000 });
    expect(await codeOf(setProgramGoal({ ...a, id: program.id, goal: 10, year: 1800 }))).toBe('VALIDATION');
    expect(await codeOf(renameProgram({ ...b, id: program.id, name: 'x' }))).toBe('PROGRAM_NOT_FOUND');
    expect(await deleteProgram({ ...a, id: program.id })).toEqual({ id: program.id });
    expect(await codeOf(deleteProgram({ ...a, id: program.id }))).toBe('PROGRAM_NOT_FOUND');
  });
});

describe('grants and applications', () => {
  it('createGrant makes one application per cycle, later ones NOT_APPLY', async () => {
    const parents = await funderAndProgram('Recurring');
    const created = await createGrant({
      ...a,
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
    expect(created.applications.map((x) => x.reports.map((r) => r.deadline))).toEqual([
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

  it('createGrant re-runs the recurring receivement rule', async () => {
    const parents = await funderAndProgram('Rule');
    const input = {
      ...oneTime(parents, {
        deadline: '2027-03-01',
        notApply: null,
        submission: { submissionDate: '2026-02-01', amountRequested: 100 },
        award: { amountAwarded: 50 },
      }),
      frequency: 'RECURRING' as const,
      recurrenceCount: 2,
    };
    const error = await createGrant({ ...a, input }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      code: 'VALIDATION',
      message: 'This field is required.',
      details: { 'application.award.receivementDate': 'This field is required.' },
    });
    expect(
      await codeOf(createGrant({ ...a, input: { ...input, frequency: 'ONE_TIME', recurrenceCount: null } })),
    ).toBe('resolved');
  });

  it('updateApplication stores the §4 branch, moves the program, and refuses other organisations', async () => {
    const parents = await funderAndProgram('Update');
    const other = await createProgram({ ...a, name: 'Other', yearlyGoal: 1 });
    const { applications, grant } = await createGrant({ ...a, input: oneTime(parents) });
    const id = applications[0]?.id ?? 0;
    const params = {
      deadline: '2026-03-01',
      deadlineType: 'REQUIRED' as const,
      programId: other.id,
      submission: { submissionDate: '2026-02-01', amountRequested: 100 },
      award: { amountAwarded: 80, receivementDate: '2026-04-01' },
      reports: [{ urgency: 'COURTESY' as const, deadline: '2026-10-01' }],
    };
    expect(await codeOf(updateApplication({ ...b, id, params }))).toBe('APPLICATION_NOT_FOUND');
    expect(await updateApplication({ ...a, id, params })).toEqual({ id });
    const [row] = await kit.sql(
      'select status, fiscal_date::text, amount_awarded_cents from applications where id = $1',
      [id],
    );
    expect(row).toEqual({ status: 'AWARDED', fiscal_date: '2026-04-01', amount_awarded_cents: '8000' });
    expect(await kit.sql('select program_id from grants where id = $1', [grant.id])).toEqual([
      { program_id: other.id },
    ]);
    const before = await updateApplication({
      ...a,
      id,
      params: { ...params, award: { amountAwarded: 1, receivementDate: '2026-01-01' } },
    }).catch((caught: unknown) => caught);
    expect(before).toMatchObject({
      details: { 'award.receivementDate': 'Awarded Date must come after Submission Date' },
    });
    expect(await deleteApplication({ ...a, id })).toEqual({ id });
    expect(await codeOf(deleteApplication({ ...a, id }))).toBe('APPLICATION_NOT_FOUND');
  });

  it('deleteGrant removes the grant with its applications', async () => {
    const { grant, applications } = await createGrant({
      ...a,
      input: oneTime(await funderAndProgram('Delete')),
    });
    expect(await codeOf(deleteGrant({ ...b, id: grant.id }))).toBe('GRANT_NOT_FOUND');
    expect(await deleteGrant({ ...a, id: grant.id })).toEqual({ id: grant.id });
    expect(await kit.sql('select id from applications where id = $1', [applications[0]?.id])).toEqual([]);
  });
});

describe('reports', () => {
  it('submitted true needs the date; false clears it; absent follows the date', async () => {
    const { applications } = await createGrant({
      ...a,
      input: oneTime(await funderAndProgram('Reports'), {
        reports: [{ urgency: 'REQUIRED', deadline: '2026-09-01' }],
      }),
    });
    const reportId = applications[0]?.reports[0]?.id ?? 0;
    const base = { deadline: '2026-09-01' };
    expect(await codeOf(updateReport({ ...a, id: reportId, params: { ...base, submitted: true } }))).toBe(
      'VALIDATION',
    );
    const done = await updateReport({
      ...a,
      id: reportId,
      params: { ...base, submissionDate: '2026-06-01' },
    });
    expect(done).toMatchObject({ submitted: true, submissionDate: '2026-06-01' });
    const cleared = await updateReport({
      ...a,
      id: reportId,
      params: { ...base, submissionDate: '2026-06-01', submitted: false },
    });
    expect(cleared).toMatchObject({ submitted: false, submissionDate: null });
    expect(await codeOf(updateReport({ ...b, id: reportId, params: base }))).toBe('REPORT_NOT_FOUND');
  });
});

describe('previous awards and deadlines', () => {
  it('dates a year-only award Jan 1 (or the later submission date) and marks its precision', async () => {
    const parents = await funderAndProgram('Past');
    const award = { ...a, ...parents, amountAwarded: 12.34, submissionDate: '2023-03-01' };
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
  });

  it('exports the deadlines of the next days of the organisation only', async () => {
    await createGrant({ ...a, input: oneTime(await funderAndProgram('Soon'), { deadline: '2026-06-20' }) });
    const soon = await exportDeadlines({ ...a, days: 7 });
    expect(soon.grantDeadlines.map((d) => d.deadline)).toEqual(['2026-06-20']);
    expect((await exportDeadlines({ ...b, days: 365 })).grantDeadlines).toEqual([]);
  });
});
