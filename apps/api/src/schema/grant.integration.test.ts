import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CREATE_GRANT,
  createTrackerKit,
  failure,
  funderAndProgram,
  type TrackerKit,
} from '../testing/tracker-kit.ts';

let tracker: TrackerKit;
let funderId: string;
let programId: string;

beforeAll(async () => {
  tracker = await createTrackerKit();
  ({ funderId, programId } = await funderAndProgram(tracker));
});

afterAll(async () => {
  await tracker?.close();
});

const counts = async () => {
  const [row] = await tracker.sql<{ grants: string; applications: string; reports: string }>(
    `select (select count(*) from grants) as grants, (select count(*) from applications) as applications,
       (select count(*) from reports) as reports`,
  );
  return {
    grants: Number(row?.grants),
    applications: Number(row?.applications),
    reports: Number(row?.reports),
  };
};

describe('createGrant', () => {
  it('creates a one-time grant with one application and its reports', async () => {
    const data = await tracker.ok<{
      createGrant: {
        grant: { id: string; frequency: string; recurrenceCount: number; program: { id: string } };
        applications: {
          id: string;
          status: string;
          deadline: string;
          reports: { urgency: string; deadline: string }[];
        }[];
      };
    }>(CREATE_GRANT, {
      funderId,
      programId,
      frequency: 'ONE_TIME',
      application: {
        deadline: '2026-05-01',
        deadlineType: 'ROLLING',
        notApply: false,
        submission: { submissionDate: '2026-04-01', amountRequested: 5000 },
        award: { amountAwarded: 4000.5, receivementDate: '2026-06-01' },
        reports: [{ urgency: 'REQUIRED', deadline: '2026-12-01' }],
      },
    });
    expect(data.createGrant.grant).toMatchObject({
      frequency: 'ONE_TIME',
      recurrenceCount: 1,
      program: { id: programId },
    });
    expect(data.createGrant.applications).toEqual([
      expect.objectContaining({
        status: 'AWARDED',
        deadline: '2026-05-01',
        reports: [expect.objectContaining({ urgency: 'REQUIRED', deadline: '2026-12-01' })],
      }),
    ]);
    const [stored] = await tracker.sql(
      'select status, submission_date::text, amount_requested_cents, amount_awarded_cents, receivement_date::text, deadline_type, fiscal_date::text from applications where id = $1',
      [data.createGrant.applications[0]?.id],
    );
    expect(stored).toEqual({
      status: 'AWARDED',
      submission_date: '2026-04-01',
      amount_requested_cents: '500000',
      amount_awarded_cents: '400050',
      receivement_date: '2026-06-01',
      deadline_type: 'ROLLING',
      fiscal_date: '2026-06-01',
    });
  });

  it('creates N applications for a recurring grant, deadlines and reports a year apart, later cycles upcoming', async () => {
    const data = await tracker.ok<{
      createGrant: {
        applications: {
          status: string;
          deadline: string;
          reports: { urgency: string; deadline: string }[];
        }[];
      };
    }>(CREATE_GRANT, {
      funderId,
      programId,
      frequency: 'RECURRING',
      recurrenceCount: 3,
      application: {
        deadline: '2028-02-29',
        deadlineType: 'REQUIRED',
        notApply: true,
        reports: [
          { urgency: 'REQUIRED', deadline: '2028-09-01' },
          { urgency: 'COURTESY', deadline: '2028-06-15' },
        ],
      },
    });
    expect(data.createGrant.applications).toEqual([
      {
        id: expect.any(String),
        status: 'NOT_APPLY',
        deadline: '2028-02-29',
        reports: [
          expect.objectContaining({ urgency: 'COURTESY', deadline: '2028-06-15' }),
          expect.objectContaining({ urgency: 'REQUIRED', deadline: '2028-09-01' }),
        ],
      },
      {
        id: expect.any(String),
        status: 'NOT_APPLY',
        deadline: '2029-02-28',
        reports: [
          expect.objectContaining({ deadline: '2029-06-15' }),
          expect.objectContaining({ deadline: '2029-09-01' }),
        ],
      },
      {
        id: expect.any(String),
        status: 'NOT_APPLY',
        deadline: '2030-02-28',
        reports: [
          expect.objectContaining({ deadline: '2030-06-15' }),
          expect.objectContaining({ deadline: '2030-09-01' }),
        ],
      },
    ]);
  });

  it('creates nothing when a later insert fails (one transaction)', async () => {
    // A test-only trigger makes the report insert of the third cycle fail, after grant and applications went in.
    await tracker.sql(`create or replace function fail_report() returns trigger language plpgsql as $$
      begin if new.deadline = date '2033-01-15' then raise exception 'report refused'; end if; return new; end $$`);
    await tracker.sql(
      'create trigger fail_report before insert on reports for each row execute function fail_report()',
    );
    try {
      const before = await counts();
      const response = await tracker.call(CREATE_GRANT, {
        funderId,
        programId,
        frequency: 'RECURRING',
        recurrenceCount: 3,
        application: {
          deadline: '2030-10-01',
          deadlineType: 'REQUIRED',
          notApply: true,
          reports: [{ urgency: 'REQUIRED', deadline: '2031-01-15' }],
        },
      });
      expect(failure(response)).toMatchObject({ message: 'Something went wrong', code: 'INTERNAL' });
      expect(await counts()).toEqual(before);
    } finally {
      await tracker.sql('drop trigger fail_report on reports');
    }
  });

  it.each([
    [
      'recurrenceCount required for RECURRING',
      { frequency: 'RECURRING', recurrenceCount: null },
      'recurrenceCount',
      'This field is required.',
    ],
    [
      'recurrenceCount at least 2',
      { frequency: 'RECURRING', recurrenceCount: 1 },
      'recurrenceCount',
      'This field should be bigger than 1.',
    ],
    [
      'recurrenceCount at most 10',
      { frequency: 'RECURRING', recurrenceCount: 11 },
      'recurrenceCount',
      'This field should be smaller than 11.',
    ],
    ['funder required', { funderId: null }, 'funderId', 'This field is required.'],
    ['frequency required', { frequency: null }, 'frequency', 'This field is required.'],
    [
      'deadline required',
      { application: { deadlineType: 'REQUIRED' } },
      'application.deadline',
      'This field is required.',
    ],
    [
      'deadline type required',
      { application: { deadline: '2026-01-01' } },
      'application.deadlineType',
      'This field is required.',
    ],
    [
      'submission date not in the future',
      {
        application: {
          deadline: '2026-01-01',
          deadlineType: 'REQUIRED',
          submission: { submissionDate: '2199-01-01', amountRequested: 1 },
        },
      },
      'application.submission.submissionDate',
      'This date cannot be in the future.',
    ],
    [
      'amount requested required with a submission',
      {
        application: {
          deadline: '2026-01-01',
          deadlineType: 'REQUIRED',
          submission: { submissionDate: '2025-01-01' },
        },
      },
      'application.submission.amountRequested',
      'This field is required.',
    ],
    [
      'amount awarded required with an award',
      {
        application: {
          deadline: '2026-01-01',
          deadlineType: 'REQUIRED',
          submission: { submissionDate: '2025-01-01', amountRequested: 1 },
          award: { receivementDate: '2025-02-01' },
        },
      },
      'application.award.amountAwarded',
      'This field is required.',
    ],
    [
      'award after submission',
      {
        application: {
          deadline: '2026-01-01',
          deadlineType: 'REQUIRED',
          submission: { submissionDate: '2025-01-01', amountRequested: 1 },
          award: { amountAwarded: 1, receivementDate: '2024-12-31' },
        },
      },
      'application.award.receivementDate',
      'Awarded Date must come after Submission Date',
    ],
    [
      'declined needs a declined date',
      {
        application: {
          deadline: '2026-01-01',
          deadlineType: 'REQUIRED',
          declined: true,
          submission: { submissionDate: '2025-01-01', amountRequested: 1 },
        },
      },
      'application.declinedDetails',
      'This field is required.',
    ],
    [
      'report needs a deadline',
      {
        application: { deadline: '2026-01-01', deadlineType: 'REQUIRED', reports: [{ urgency: 'REQUIRED' }] },
      },
      'application.reports.0.deadline',
      'This field is required.',
    ],
  ])('refuses: %s', async (_name, overrides, field, message) => {
    const before = await counts();
    const response = await tracker.call(CREATE_GRANT, {
      funderId,
      programId,
      frequency: 'ONE_TIME',
      recurrenceCount: null,
      application: { deadline: '2026-01-01', deadlineType: 'REQUIRED' },
      ...overrides,
    });
    const error = failure(response);
    expect(error.code).toBe('VALIDATION');
    expect(error.fields?.[field]).toBe(message);
    expect(await counts()).toEqual(before);
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'awarded and declined',
      {
        submission: { submissionDate: '2026-01-01', amountRequested: 10 },
        award: { amountAwarded: 5 },
        declined: true,
        declinedDetails: { declinedDate: '2026-02-01' },
      },
      'An application cannot be both awarded and declined',
    ],
    [
      'not applied for with a submission',
      { notApply: true, submission: { submissionDate: '2026-01-01', amountRequested: 10 } },
      'An application not applied for (or ineligible) cannot have a submission',
    ],
    [
      'submitted as ineligible with a submission',
      {
        isSubmittedAsIneligible: true,
        ineligibleReason: 'Out of region',
        submission: { submissionDate: '2026-01-01', amountRequested: 10 },
      },
      'An application not applied for (or ineligible) cannot have a submission',
    ],
    [
      'an award without a submission',
      { award: { amountAwarded: 5 } },
      'An award or a decline needs a submission',
    ],
  ])('refuses an application that updateApplication would refuse too: %s', async (_, parts, message) => {
    const before = await counts();
    const response = await tracker.call(CREATE_GRANT, {
      funderId,
      programId,
      frequency: 'ONE_TIME',
      application: { deadline: '2026-01-15', deadlineType: 'REQUIRED', ...parts },
    });
    expect(failure(response)).toMatchObject({ code: 'VALIDATION', message });
    expect(await counts()).toEqual(before);
  });

  it("refuses another organisation's funder as not found", async () => {
    const other = await tracker.call(
      CREATE_GRANT,
      {
        funderId,
        programId,
        frequency: 'ONE_TIME',
        application: { deadline: '2026-01-01', deadlineType: 'REQUIRED' },
      },
      tracker.tokenB,
    );
    expect(failure(other)).toMatchObject({ message: 'Funder not found', code: 'FUNDER_NOT_FOUND' });
  });
});

describe('deleteGrant', () => {
  it('deletes the grant with its applications and reports; a second delete is not found', async () => {
    const created = await tracker.ok<{ createGrant: { grant: { id: string } } }>(CREATE_GRANT, {
      funderId,
      programId,
      frequency: 'RECURRING',
      recurrenceCount: 2,
      application: {
        deadline: '2027-01-01',
        deadlineType: 'REQUIRED',
        reports: [{ urgency: 'COURTESY', deadline: '2027-06-01' }],
      },
    });
    const id = created.createGrant.grant.id;
    const before = await counts();
    const DELETE = 'mutation D($id: ID!) { deleteGrant(id: $id) }';
    expect(failure(await tracker.call(DELETE, { id }, tracker.tokenB)).code).toBe('GRANT_NOT_FOUND');
    expect(await tracker.ok(DELETE, { id })).toEqual({ deleteGrant: id });
    expect(await counts()).toEqual({
      grants: before.grants - 1,
      applications: before.applications - 2,
      reports: before.reports - 2,
    });
    expect(failure(await tracker.call(DELETE, { id })).code).toBe('GRANT_NOT_FOUND');
  });
});
