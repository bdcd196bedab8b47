import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AiTestApp, startAiTestApp } from '../testing/ai-test-app.ts';

// search_opportunities through the SDK's own client over real HTTP: the same search as GraphQL's, with
// "closing in the next N days", the organisation's dismissals left out and its match reasons.

const PUBLIC_URL = 'https://grants.example.org/';

let t: AiTestApp;
let url: URL;
const org = { a: 0, b: 0 };
const token = { a: '', b: '' };
const ids = { soon: 0, later: 0, dismissed: 0, water: 0 };

async function opportunity(grantsGovId: number, title: string, closesInDays: number) {
  return t.insert(
    `insert into opportunities (grants_gov_id, number, title, agency_code, agency_name, status, close_date,
       award_ceiling_cents, synopsis, link, hit_fingerprint)
     values ($1, $2, $3, 'ED', 'Department of Education', 'posted', current_date + $4::int, 25000000,
       'After-school reading and tutoring for children.', 'https://www.grants.gov/x', 'f')`,
    [grantsGovId, `ED-${grantsGovId}`, title, closesInDays],
  );
}

beforeAll(async () => {
  t = await startAiTestApp({ PUBLIC_URL });
  org.a = await t.insert('insert into organizations (name) values ($1)', ['Riverside Readers']);
  org.b = await t.insert('insert into organizations (name) values ($1)', ['Harbor Builders']);
  token.a = (await t.signIn('opps-a@example.org', org.a)).token;
  token.b = (await t.signIn('opps-b@example.org', org.b)).token;
  await t.insert(`insert into programs (organization_id, name) values ($1, 'Youth literacy tutoring')`, [
    org.a,
  ]);
  ids.soon = await opportunity(71, 'Youth literacy grants', 20);
  ids.later = await opportunity(72, 'Youth literacy research', 90);
  ids.dismissed = await opportunity(73, 'Youth literacy and libraries', 30);
  ids.water = await opportunity(74, 'Rural water systems', 10);
  await t.admin.query(
    'insert into opportunity_dismissals (organization_id, opportunity_id) values ($1, $2)',
    [org.a, ids.dismissed],
  );
  await t.withModel.listen({ port: 0, host: '127.0.0.1' });
  const address = t.withModel.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  url = new URL(`http://127.0.0.1:${address.port}/api/mcp`);
});
afterAll(() => t?.close());

async function call(bearer: string, args: Record<string, unknown>) {
  const client = new Client({ name: 'grantflow-test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(url, {
      requestInit: { headers: { authorization: `Bearer ${bearer}` } },
    }),
  );
  try {
    const result = await client.callTool({ name: 'search_opportunities', arguments: args });
    const text = (result.content as Array<{ text: string }>)[0]?.text ?? 'null';
    expect(result.structuredContent).toEqual(JSON.parse(text));
    return result.structuredContent as {
      status: number;
      code?: string;
      data: {
        total: number;
        opportunities: Array<{ id: number; url: string; matchReasons: string[] }>;
      } | null;
    };
  } finally {
    await client.close();
  }
}

describe('MCP search_opportunities', () => {
  it('is listed read-only with its inputs described', async () => {
    const client = new Client({ name: 'grantflow-test', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(url, {
        requestInit: { headers: { authorization: `Bearer ${token.a}` } },
      }),
    );
    const tool = (await client.listTools()).tools.find((entry) => entry.name === 'search_opportunities');
    await client.close();
    expect(tool?.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false });
    expect(Object.keys(tool?.inputSchema.properties ?? {})).toEqual(
      expect.arrayContaining([
        'search',
        'status',
        'closing_within_days',
        'close_from',
        'close_to',
        'agency',
        'limit',
      ]),
    );
  });

  it('finds youth literacy closing in the next 60 days, with why it fits, without dismissed ones', async () => {
    const answer = await call(token.a, { search: 'youth literacy', closing_within_days: 60 });
    expect(answer.status).toBe(200);
    expect(answer.data?.opportunities.map((item) => item.id)).toEqual([ids.soon]);
    expect(answer.data?.opportunities[0]).toMatchObject({
      title: 'Youth literacy grants',
      url: `https://grants.example.org/opportunities/${ids.soon}?organization=${org.a}`,
      agency: 'Department of Education',
      status: 'posted',
      awardCeiling: 250000,
      matchReasons: ['Program: Youth literacy tutoring — youth, literacy, tutoring'],
      tracked: false,
    });
    // Another organisation sees the one A dismissed, and no reason from A's programs.
    const ofB = await call(token.b, { search: 'youth literacy', closing_within_days: 60 });
    expect(ofB.data?.opportunities.map((item) => item.id).sort()).toEqual([ids.soon, ids.dismissed].sort());
    expect(ofB.data?.opportunities.flatMap((item) => item.matchReasons)).toEqual([]);
  });

  it('filters by agency, close range and limit, and refuses a bad date with a coded error', async () => {
    const all = await call(token.a, { agency: 'ED', limit: 2 });
    expect(all.data?.total).toBe(3);
    expect(all.data?.opportunities).toHaveLength(2);
    const bad = await call(token.a, { close_from: '2027-13-01' });
    expect(bad).toMatchObject({ status: 400, code: 'VALIDATION', data: null });
    expect((await call(token.a, { organization_id: org.b, search: 'water' })).status).toBe(404);
  });
});
