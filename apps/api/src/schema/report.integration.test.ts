import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CREATE_FUNDER,
  createGrant,
  createTrackerKit,
  failure,
  funderAndProgram,
  type TrackerKit,
} from '../testing/tracker-kit.ts';

const LIST = `query L($filters: ReportFilters, $pagination: PaginationInput) {
  listReports(filters: $filters, pagination: $pagination) {
    total items { id deadline urgency submitted grantApplication { id amountAwarded grant { funder { id name } program { name } } } }
  }
}`;
const GET =
  'query G($id: ID!) { getReport(id: $id) { id deadline urgency submitted submissionDate description grantApplication { id } } }';
const UPDATE = `mutation U($id: ID!, $params: ReportUpdateParams!) {
  updateReport(id: $id, params: $params) { id deadline urgency submitted submissionDate description }
}`;

let tracker: TrackerKit;
let reportIds: string[] = [];

type Page = { total: number; items: { id: string; deadline: string }[] };
const list = async (filters: Record<string, unknown>, pagination: Record<string, unknown> = {}) =>
  (await tracker.ok<{ listReports: Page }>(LIST, { filters, pagination: { pageSize: 100, ...pagination } }))
    .listReports;

beforeAll(async () => {
  tracker = await createTrackerKit();
  const acme = await funderAndProgram(tracker);
  const zenith = await tracker.ok<{ createFunder: { id: string } }>(CREATE_FUNDER, {
    params: { name: 'Zenith Corp', type: 'CORPORATE' },
  });
  await createGrant(tracker, {
    ...acme,
    application: {
      notApply: false,
      submission: { submissionDate: '2025-01-01', amountRequested: 10 },
      award: { amountAwarded: 7, receivementDate: '2025-02-01' },
      reports: [
        { urgency: 'REQUIRED', deadline: '2025-06-01' },
        { urgency: 'COURTESY', deadline: '2025-09-01' },
      ],
    },
  });
  await createGrant(tracker, {
    funderId: zenith.createFunder.id,
    programId: acme.programId,
    application: { reports: [{ urgency: 'REQUIRED', deadline: '2026-03-01' }] },
  });
  reportIds = (await list({})).items.map((item) => item.id);
});

afterAll(async () => {
  await tracker?.close();
});

describe('listReports and getReport', () => {
  it('lists by deadline with the application, funder and program', async () => {
    const page = await tracker.ok<{ listReports: Page & { items: unknown[] } }>(LIST, {});
    expect(page.listReports.total).toBe(3);
    expect(page.listReports.items[0]).toMatchObject({
      deadline: '2025-06-01',
      urgency: 'REQUIRED',
      submitted: false,
      grantApplication: {
        amountAwarded: 7,
        grant: { funder: { name: 'Acme Foundation' }, program: { name: 'Youth Arts' } },
      },
    });
  });

  it('filters by search, submitted and deadline range, and pages', async () => {
    expect((await list({ search: 'zenith' })).items.map((i) => i.deadline)).toEqual(['2026-03-01']);
    // The funder's name or the grant's program's: Zenith's grant is in Youth Arts too.
    expect((await list({ search: 'ACME' })).total).toBe(2);
    expect((await list({ search: 'youth ar' })).total).toBe(3);
    expect((await list({ search: '%' })).total).toBe(0);
    expect((await list({ startAt: '2025-01-01', endAt: '2025-12-31' })).total).toBe(2);
    expect((await list({ submitted: true })).total).toBe(0);
    const second = await list({}, { page: 2, pageSize: 2 });
    expect(second).toMatchObject({ total: 3, items: [{ deadline: '2026-03-01' }] });
  });

  it("answers not found for another organisation's report and lists it nothing", async () => {
    const response = await tracker.call(GET, { id: reportIds[0] }, tracker.tokenB);
    expect(failure(response)).toMatchObject({ code: 'REPORT_NOT_FOUND', message: 'Report not found' });
    const other = await tracker.call<{ listReports: Page }>(LIST, {}, tracker.tokenB);
    expect(other.body.data?.listReports.total).toBe(0);
  });
});

describe('updateReport', () => {
  it('marks a report submitted with its date, and unmarks it', async () => {
    const id = reportIds[0];
    const done = await tracker.ok(UPDATE, {
      id,
      params: {
        deadline: '2025-06-02',
        urgency: 'COURTESY',
        submitted: true,
        submissionDate: '2025-05-30',
        description: 'Sent by mail',
      },
    });
    expect(done).toEqual({
      updateReport: {
        id,
        deadline: '2025-06-02',
        urgency: 'COURTESY',
        submitted: true,
        submissionDate: '2025-05-30',
        description: 'Sent by mail',
      },
    });
    expect((await list({ submitted: true })).items.map((i) => i.id)).toEqual([id]);
    const undone = await tracker.ok<{ updateReport: { submitted: boolean; submissionDate: string | null } }>(
      UPDATE,
      {
        id,
        params: { deadline: '2025-06-02', submitted: false, submissionDate: '2025-05-30' },
      },
    );
    expect(undone.updateReport).toMatchObject({ submitted: false, submissionDate: null });
    const [row] = await tracker.sql('select submitted, submission_date from reports where id = $1', [id]);
    expect(row).toEqual({ submitted: false, submission_date: null });
  });

  it.each([
    [{ deadline: '2025-06-02', submitted: true }, 'submissionDate', 'This field is required.'],
    [
      { deadline: '2025-06-02', submitted: true, submissionDate: '2199-01-01' },
      'submissionDate',
      'This date cannot be in the future.',
    ],
    [{ deadline: '2025-06-02', description: 'x'.repeat(301) }, 'description', 'Maximum of 300 characters'],
    [{ submitted: false }, 'deadline', 'This field is required.'],
  ])('refuses %j', async (params, field, message) => {
    const response = await tracker.call(UPDATE, { id: reportIds[1], params });
    expect(failure(response)).toMatchObject({ code: 'VALIDATION', message });
    expect(failure(response).fields?.[field]).toBe(message);
  });

  it("refuses another organisation's report and changes nothing", async () => {
    const before = await tracker.sql('select * from reports where id = $1', [reportIds[1]]);
    const response = await tracker.call(
      UPDATE,
      { id: reportIds[1], params: { deadline: '2020-01-01' } },
      tracker.tokenB,
    );
    expect(failure(response).code).toBe('REPORT_NOT_FOUND');
    expect(await tracker.sql('select * from reports where id = $1', [reportIds[1]])).toEqual(before);
  });
});
