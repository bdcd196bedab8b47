import { addDays } from '@grantflow/domain/dates/date-arithmetic';
import { toWireDate } from '@grantflow/domain/dates/to-wire-date';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CREATE_FUNDER,
  CREATE_PROGRAM,
  createGrant,
  createTrackerKit,
  failure,
  funderAndProgram,
  type TrackerKit,
} from '../testing/tracker-kit.ts';

const LIST = `query L($filters: ApplicationFilters, $pagination: PaginationInput) {
  listApplications(filters: $filters, pagination: $pagination) {
    total
    items {
      id status displayStatus deadline responseDays amountAwarded
      submission { submissionDate amountRequested } award { receivementDate responseDays }
      reports { id urgency deadline submitted }
      grant { id responseAverage program { id name } funder { id name complexityScore totalAwardAmount lastAward { amountAwarded receivementDate } } }
    }
  }
}`;
const GET = 'query G($id: ID!) { getApplication(id: $id) { id displayStatus responseDays } }';

// Statements (round trips) of one request (see the comments where they are checked): authentication's
// one statement (packages/db findRequestIdentity), then the reads in one read-only tenant transaction
// (readAsTenant): BEGIN sent with its setting, its statements, COMMIT; the page carries its count, its
// grants and its reports (one JSON column).
const STATEMENTS = { full: 4, pageOnly: 4 };

type Item = { id: string; displayStatus: string; responseDays: number | null; deadline: string };

const today = toWireDate(new Date());
let tracker: TrackerKit;
const ids: Record<string, string> = {};

async function list(filters: Record<string, unknown>, pagination?: Record<string, unknown>, token?: string) {
  const response = await tracker.call<{ listApplications: { total: number; items: Item[] } }>(
    LIST,
    { filters: { endAt: '2039-12-31', ...filters }, pagination: { pageSize: 100, ...pagination } },
    token,
  );
  if (response.body.errors) throw new Error(response.raw);
  return response.body.data?.listApplications ?? { total: 0, items: [] };
}

const names = (items: Item[]) =>
  items.map((item) => Object.entries(ids).find(([, id]) => id === item.id)?.[0]);

beforeAll(async () => {
  tracker = await createTrackerKit('2020-07-01');
  const { funderId, programId } = await funderAndProgram(tracker);
  const zenith = await tracker.ok<{ createFunder: { id: string } }>(CREATE_FUNDER, {
    params: { name: 'Zenith Corp', type: 'CORPORATE' },
  });
  const seniors = await tracker.ok<{ createProgram: { id: string } }>(CREATE_PROGRAM, {
    name: 'Seniors',
    yearlyGoal: 1,
  });
  const submitted = (date: string, deadline: string) => ({
    deadline,
    notApply: false,
    submission: { submissionDate: date, amountRequested: 100 },
  });
  const plan: [string, Record<string, unknown>, string?, string?][] = [
    ['open', { deadline: '2026-01-10', notApply: true }],
    ['pending', submitted(addDays(today, -10), '2026-01-11')],
    ['day365', submitted(addDays(today, -365), '2026-01-12')],
    ['day366', submitted(addDays(today, -366), '2026-01-13')],
    [
      'awarded',
      {
        ...submitted('2025-01-01', '2026-01-14'),
        award: { amountAwarded: 50, receivementDate: '2025-01-31' },
      },
    ],
    [
      'declined',
      {
        ...submitted('2025-02-01', '2026-01-15'),
        declined: true,
        declinedDetails: { declinedDate: '2025-03-01' },
      },
      zenith.createFunder.id,
      seniors.createProgram.id,
    ],
    [
      'ineligible',
      { deadline: '2026-01-16', notApply: true, isSubmittedAsIneligible: true, ineligibleReason: 'Region' },
    ],
  ];
  for (const [name, application, funder = funderId, program = programId] of plan) {
    const [id = ''] = await createGrant(tracker, { funderId: funder, programId: program, application });
    ids[name] = id;
  }
});

afterAll(async () => {
  await tracker?.close();
});

describe('listApplications filters', () => {
  it.each<[string, string[]]>([
    ['NOT_APPLY', ['open']],
    ['PENDING', ['pending', 'day365']],
    ['DID_NOT_RESPOND', ['day366']],
    ['SUBMITTED', ['pending', 'day365', 'day366', 'awarded', 'declined']],
    ['AWARDED', ['awarded']],
    ['DECLINED', ['declined']],
    ['INELIGIBLE', ['ineligible']],
  ])('status %s', async (status, expected) => {
    const page = await list({ status });
    expect(names(page.items)).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });

  it('derives DID_NOT_RESPOND in SQL exactly as packages/domain does (365 vs 366 days)', async () => {
    const page = await list({});
    expect(page.items.map((i) => i.displayStatus)).toEqual([
      'NOT_APPLY',
      'PENDING',
      'PENDING',
      'DID_NOT_RESPOND',
      'AWARDED',
      'DECLINED',
      'INELIGIBLE',
    ]);
    for (const item of page.items) {
      const single = await tracker.ok<{ getApplication: Item }>(GET, { id: item.id });
      expect(single.getApplication).toMatchObject({
        displayStatus: item.displayStatus,
        responseDays: item.responseDays,
      });
    }
    expect(page.items.find((i) => i.id === ids.day366)?.responseDays).toBe(365);
    expect(page.items.find((i) => i.id === ids.awarded)?.responseDays).toBe(30);
  });

  it('searches funder and program names case-insensitively', async () => {
    expect(names((await list({ search: 'ZENITH' })).items)).toEqual(['declined']);
    expect(names((await list({ search: 'senio' })).items)).toEqual(['declined']);
    expect((await list({ search: 'acme' })).total).toBe(6);
    expect((await list({ search: '%' })).total).toBe(0);
  });

  it('filters by record, deadline range and submission (fiscal) year', async () => {
    expect(names((await list({ record: 'NOT_SUBMITTED' })).items)).toEqual(['open', 'ineligible']);
    expect((await list({ record: 'SUBMITTED' })).total).toBe(5);
    expect(names((await list({ startAt: '2026-01-12', endAt: '2026-01-13' })).items)).toEqual([
      'day365',
      'day366',
    ]);
    // FY from July 1: 2025-01-01 and 2025-02-01 are in FY 2024.
    expect(names((await list({ submissionYear: 2024 })).items)).toEqual(['awarded', 'declined']);
  });

  it('pages with a total and orders by deadline in either direction', async () => {
    const second = await list({}, { page: 2, pageSize: 3 });
    expect(second.total).toBe(7);
    expect(names(second.items)).toEqual(['day366', 'awarded', 'declined']);
    const descending = await list({}, { pageSize: 2, orderBy: { field: 'deadline', direction: 'DESC' } });
    expect(names(descending.items)).toEqual(['ineligible', 'declined']);
    expect((await list({}, { page: 9, pageSize: 3 })).items).toEqual([]);
  });

  it('refuses bad pagination and dates with the specification messages', async () => {
    const bad = await tracker.call(LIST, {
      filters: { startAt: '01/02/2026' },
      pagination: { pageSize: 5000 },
    });
    expect(failure(bad).code).toBe('VALIDATION');
    const badDate = await tracker.call(LIST, { filters: { startAt: '2026-02-30' } });
    expect(failure(badDate)).toMatchObject({
      message: 'This field is invalid.',
      fields: { startAt: 'This field is invalid.' },
    });
  });

  it("shows another organisation nothing, and refuses A's organizationId to B's user", async () => {
    expect((await list({}, {}, tracker.tokenB)).total).toBe(0);
    const response = await tracker.call(
      LIST,
      { filters: { organizationId: String(tracker.orgA) } },
      tracker.tokenB,
    );
    expect(failure(response)).toMatchObject({ code: 'ORGANIZATION_NOT_FOUND' });
  });
});

describe('listApplications without N+1', () => {
  function countStatements(...pools: pg.Pool[]) {
    const counter = { value: 0 };
    const wrapped = new WeakSet<object>();
    for (const pool of pools)
      pool.on('acquire', (client) => {
        if (wrapped.has(client)) return;
        wrapped.add(client);
        const query = client.query.bind(client) as (...args: unknown[]) => unknown;
        (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
          counter.value += 1;
          return query(...args);
        };
      });
    return counter;
  }

  it('uses the same number of statements for 10 and for 100 applications with grant, funder, program and reports', async () => {
    const [program] = await tracker.sql<{ id: number }>(
      'select id from programs where organization_id = $1 limit 1',
      [tracker.orgA],
    );
    await tracker.sql(
      `with f as (
         insert into funders (organization_id, name, type)
         select $1, 'Bulk ' || i, 'OTHER' from generate_series(1, 20) i returning id
       ), fr as (select id, row_number() over (order by id) as n from f),
       g as (
         insert into grants (organization_id, funder_id, program_id, frequency, recurrence_count)
         select $1, fr.id, $2, 'ONE_TIME', 1 from generate_series(1, 100) i join fr on fr.n = 1 + i % 20
         returning id
       ), a as (
         insert into applications (organization_id, grant_id, status, deadline, not_apply, submission_date,
           amount_requested_cents, amount_awarded_cents, receivement_date)
         select $1, g.id, 'AWARDED', date '2040-01-01' + (row_number() over (order by g.id))::int, false,
           date '2025-01-01', 10000, 5000, date '2025-02-01'
         from g returning id, deadline
       )
       insert into reports (organization_id, application_id, deadline, urgency)
       select $1, a.id, a.deadline + k, 'REQUIRED' from a cross join generate_series(1, 2) k`,
      [tracker.orgA, program?.id],
    );
    const counter = countStatements(tracker.kit.database.pool);
    const measure = async (pageSize: number) => {
      counter.value = 0;
      const response = await tracker.call<{ listApplications: { items: Item[] } }>(LIST, {
        filters: { startAt: '2040-01-01' },
        pagination: { pageSize },
      });
      expect(response.body.data?.listApplications.items).toHaveLength(pageSize);
      return counter.value;
    };
    await measure(10);
    const ten = await measure(10);
    const hundred = await measure(100);
    expect(hundred).toBe(ten);
    // Authentication's one statement, then one transaction: BEGIN with the organisation setting, the page
    // (with its count, grants and reports) and COMMIT.
    expect(hundred).toBe(STATEMENTS.full);
  });

  it("reads the report center's page with its applications, grants, programs and funders in one statement", async () => {
    const counter = countStatements(tracker.kit.database.pool);
    const query = `query { listReports(pagination: { pageSize: 8 }) { total items { id deadline urgency submitted
      grantApplication { id award { amountAwarded } grant { id program { id name } funder { id name } } } } } }`;
    await tracker.call(query);
    counter.value = 0;
    const response = await tracker.call<{ listReports: { total: number; items: unknown[] } }>(query);
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data?.listReports.items.length).toBeGreaterThan(0);
    // Authentication (1), then the page with its count and every part the document asks for, in a
    // transaction of BEGIN with its setting, the statement, COMMIT.
    expect(counter.value).toBe(4);
  });

  it('costs an ADMIN one statement more when the organisation is named only by its argument', async () => {
    await tracker.kit.createUser({ email: 'admin@example.org', organizationId: tracker.orgB, role: 'ADMIN' });
    const token = await tracker.kit.login('admin@example.org');
    const query = `query L($filters: ApplicationFilters) {
      listApplications(filters: $filters, pagination: { pageSize: 5 }) { items { id deadline } } }`;
    const variables = { filters: { organizationId: String(tracker.orgA) } };
    await tracker.kit.gql(query, { variables, token, organizationId: tracker.orgA });
    const counter = countStatements(tracker.kit.database.pool);
    const byHeader = await tracker.kit.gql(query, { variables, token, organizationId: tracker.orgA });
    const withHeader = counter.value;
    counter.value = 0;
    const byArgument = await tracker.kit.gql(query, { variables, token });
    expect(byHeader.body.errors).toBeUndefined();
    expect(byArgument.raw).toBe(byHeader.raw);
    expect(withHeader).toBe(STATEMENTS.pageOnly);
    // The argument's organisation and the admin's link to it: one statement (requested_organization).
    expect(counter.value).toBe(STATEMENTS.pageOnly + 1);
  });

  it('runs only what the selection asks for: no count, grants or reports when they are not selected', async () => {
    const counter = countStatements(tracker.kit.database.pool);
    const query =
      'query { listApplications(pagination: { pageSize: 50 }) { items { id deadline displayStatus } } }';
    await tracker.call(query);
    counter.value = 0;
    const response = await tracker.call<{ listApplications: { items: Item[] } }>(
      'query { listApplications(pagination: { pageSize: 50 }) { items { id deadline displayStatus } } }',
    );
    expect(response.body.data?.listApplications.items).toHaveLength(50);
    // Authentication (1), then the page in a transaction of BEGIN with its setting, statement, COMMIT.
    expect(counter.value).toBe(STATEMENTS.pageOnly);
  });
});
