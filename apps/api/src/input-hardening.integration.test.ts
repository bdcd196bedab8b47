import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CREATE_FUNDER,
  CREATE_GRANT,
  createTrackerKit,
  failure,
  funderAndProgram,
  type TrackerKit,
} from './testing/tracker-kit.ts';

// On the GraphQL side: every one of these answered INTERNAL (or stored a
// row that later broke the dashboard) before the input rules of packages/validation and the API's
// error mapping covered them.

let tracker: TrackerKit;
let ids: { funderId: string; programId: string };

beforeAll(async () => {
  tracker = await createTrackerKit();
  ids = await funderAndProgram(tracker);
});

afterAll(async () => {
  await tracker?.close();
});

const DASHBOARD = `query { currentUser { organization { id firstFiscalYear currentFiscalYear } } }`;

describe('dates on the wire', () => {
  it.each(['0001-01-01', '1899-12-31', '2201-01-01', '9999-12-31'])(
    'refuses a submission date of %s with a coded field error',
    async (date) => {
      const response = await tracker.call(CREATE_GRANT, {
        ...ids,
        frequency: 'ONE_TIME',
        application: {
          deadline: '2026-03-01',
          deadlineType: 'REQUIRED',
          submission: { amountRequested: 100, submissionDate: date },
        },
      });
      expect(failure(response).code).toBe('VALIDATION');
      const fieldErrors = response.body.errors?.[0]?.extensions?.fieldErrors as Record<
        string,
        { code: string }
      >;
      expect(fieldErrors['application.submission.submissionDate']?.code).toBe('DATE_OUT_OF_RANGE');
    },
  );

  it('refuses a recurring grant whose later cycles would fall after 2200-12-31', async () => {
    const response = await tracker.call(CREATE_GRANT, {
      ...ids,
      frequency: 'RECURRING',
      recurrenceCount: 5,
      application: { deadline: '2198-06-01', deadlineType: 'REQUIRED', notApply: true },
    });
    expect(failure(response).code).toBe('VALIDATION');
    expect(await tracker.sql("select 1 from applications where deadline > '2200-12-31'")).toEqual([]);
  });

  it('refuses an organisation fiscal year start outside the range', async () => {
    const response = await tracker.call(
      `mutation ($id: ID!, $params: OrganizationParams!) { updateOrganization(id: $id, params: $params) { id } }`,
      { id: String(tracker.orgA), params: { fiscalYearStart: '9999-12-31' } },
    );
    expect(failure(response).code).toBe('VALIDATION');
  });

  it('keeps the dashboard up when a stored row holds an out-of-range date', async () => {
    const [row] = await tracker.sql<{ id: number }>(
      `insert into grants (organization_id, funder_id, program_id, frequency)
       values ($1, $2, $3, 'ONE_TIME') returning id`,
      [tracker.orgA, Number(ids.funderId), Number(ids.programId)],
    );
    await tracker.sql(
      `insert into applications (organization_id, grant_id, deadline, deadline_type, status, submission_date)
       values ($1, $2, '0001-01-01', 'REQUIRED', 'SUBMITTED', '0001-01-01'),
              ($1, $2, '10000-06-01', 'REQUIRED', 'SUBMITTED', '10001-12-31')`,
      [tracker.orgA, row?.id],
    );
    const response = await tracker.call<{
      currentUser: { organization: { firstFiscalYear: number; currentFiscalYear: number } };
    }>(DASHBOARD);
    expect(response.body.errors).toBeUndefined();
    const organization = response.body.data?.currentUser.organization;
    expect(organization?.firstFiscalYear).toBeGreaterThanOrEqual(1900);
    expect(organization?.firstFiscalYear).toBeLessThanOrEqual(organization?.currentFiscalYear ?? 0);

    // The whole dashboard, the application list and the funder profile still answer.
    const screens = await tracker.call(
      `query ($id: ID!, $funderId: ID!) {
        getOrganization(id: $id) {
          firstFiscalYear oldestAward currentFiscalYear awardsByYear { __typename }
          funderTypesCount { __typename } yearlyGoal { __typename } currentYearGoal { __typename }
          largestFunders { __typename }
        }
        listApplications(pagination: { page: 1, pageSize: 50 }) {
          total items { id deadline displayStatus fiscalDate responseDays canEdit }
        }
        getFunder(id: $funderId) { id lastAward { __typename } totalAwardAmount }
      }`,
      { id: String(tracker.orgA), funderId: ids.funderId },
    );
    expect(screens.body.errors).toBeUndefined();
  });
});

describe('control characters in text', () => {
  it.each(['Acme\u0000Foundation', 'Acme\u0007', 'Acme\u001b[31m'])(
    'refuses %j in a funder name with a field error',
    async (name) => {
      const response = await tracker.call(CREATE_FUNDER, { params: { name, type: 'FOUNDATION' } });
      expect(failure(response).code).toBe('VALIDATION');
      const fieldErrors = response.body.errors?.[0]?.extensions?.fieldErrors as Record<
        string,
        { code: string }
      >;
      expect(fieldErrors['params.name']?.code ?? fieldErrors.name?.code).toBe('CONTROL_CHARACTERS');
    },
  );

  it('refuses a NUL in a string argument that no schema reads (the catch-all)', async () => {
    const response = await tracker.call(
      `query ($search: String) { listFunders(filters: { search: $search }) { total } }`,
      { search: 'a\u0000b' },
    );
    expect(failure(response).code).toBe('VALIDATION');
  });

  it('refuses a control character in a query literal every time the same text is sent', async () => {
    // The literal check is remembered per parsed document: the second, cached, document must be refused too.
    const withBell = '{ listFunders(filters: { search: "a\\u0007b" }) { total } }';
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await tracker.call(withBell);
      expect(failure(response).code).toBe('VALIDATION');
      expect(response.body.data).toBeUndefined();
    }
    const clean = await tracker.call('{ listFunders(filters: { search: "ab" }) { total } }');
    expect(clean.body.errors).toBeUndefined();
  });

  it('keeps tabs and line breaks in multi-line text', async () => {
    const response = await tracker.call(CREATE_FUNDER, {
      params: { name: 'Tabbed\tFoundation', type: 'FOUNDATION' },
    });
    expect(response.body.errors).toBeUndefined();
  });
});

describe('wrong-typed variables are bad input', () => {
  it.each([
    [
      'an unknown enum value',
      'query ($k: DashboardKind!) { dashboardApplications(fiscalYear: 2024, kind: $k) { __typename } }',
      { k: 'NOPE' },
    ],
    [
      'an unknown input field',
      'mutation ($params: FunderCreateParams!) { createFunder(params: $params) { id } }',
      { params: { name: 'X', type: 'FOUNDATION', role: 'ADMIN' } },
    ],
    ['an ID sent as an object', 'query ($id: ID!) { getFunder(id: $id) { id } }', { id: { $gt: 1 } }],
    [
      'an Int sent as a string',
      'query ($days: Int) { deadlines(days: $days) { __typename } }',
      { days: 'ninety' },
    ],
  ])('%s', async (_name, query, variables) => {
    const response = await tracker.call(query, variables);
    expect([200, 400]).toContain(response.status);
    expect(response.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(response.body.errors?.[0]?.message).toMatch(/^Variable "\$/);
  });
});

describe('wrong-typed variables under graphql-over-http', () => {
  it('answers 400 to application/graphql-response+json and 200 to application/json', async () => {
    const query = 'query ($id: ID!) { getFunder(id: $id) { id } }';
    const send = (accept: string) =>
      tracker.kit.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', accept, authorization: `Bearer ${tracker.tokenA}` },
        payload: { query, variables: { id: { nested: true } } },
      });
    const strict = await send('application/graphql-response+json');
    expect(strict.statusCode).toBe(400);
    expect(strict.json().errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT' });
    expect((await send('application/json')).statusCode).toBe(200);
  });
});

describe('internal error text never reaches clients', () => {
  it.each([
    ['a JSON number', '42'],
    ['a JSON string', '"query"'],
    ['broken JSON', '{"query": '],
    ['a null body', 'null'],
  ])('answers %s with a catalogue message', async (_name, payload) => {
    const response = await tracker.kit.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    // graphql-over-http: 200 for application/json answers, 400 for application/graphql-response+json.
    expect([200, 400]).toContain(response.statusCode);
    // Broken JSON is refused by Fastify's parser, the rest by Yoga: both answer in GraphQL's shape.
    expect(response.json().errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(response.body).not.toMatch(/originalError|SyntaxError|stack|Unexpected token/);
  });
});

describe('oversize bodies', () => {
  it('answers a 2 MB GraphQL request with a coded 413, not INTERNAL', async () => {
    const response = await tracker.kit.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tracker.tokenA}` },
      payload: JSON.stringify({
        query: '{ currentUser { id } }',
        variables: { pad: 'x'.repeat(2 * 1024 * 1024) },
      }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.body).not.toMatch(/INTERNAL|Something went wrong/);
    expect(response.json().errors[0]).toMatchObject({ extensions: { code: 'PAYLOAD_TOO_LARGE' } });
  });
});
