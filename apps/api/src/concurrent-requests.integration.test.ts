import { withTenant } from '@grantflow/db/client';
import { funders } from '@grantflow/db/schema/funders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTestKit, createApiTestKit } from './testing/api-test-kit.ts';

// The api answered directly, as the bench and a misconfigured deployment reach it: over real HTTP with
// kept-alive connections, many signed-in list requests at once, each authenticated and read on its own
// pooled connections. Every answer must be a 200 with the same page, whichever way the organisation is named.

const REQUESTS = 2_000;
const CONNECTIONS = 20;
const LIST = `query L($filters: FunderFilters) {
  listFunders(filters: $filters, pagination: { pageSize: 12 }) { total items { id name } }
}`;

let kit: ApiTestKit;
let url: string;
let token: string;
let other: number;

beforeAll(async () => {
  kit = await createApiTestKit({ production: true });
  const own = await kit.createOrganization('Admin home');
  other = await kit.createOrganization('Acted for');
  await kit.createUser({ email: 'admin@example.org', organizationId: own, role: 'ADMIN' });
  token = await kit.login('admin@example.org');
  await withTenant(kit.database.db, other, (tx) =>
    tx.insert(funders).values(
      Array.from({ length: 30 }, (_, i) => ({
        organizationId: other,
        name: `Funder ${String(i).padStart(2, '0')}`,
        type: 'FOUNDATION' as const,
      })),
    ),
  );
  url = `${await kit.app.listen({ port: 0, host: '127.0.0.1' })}/graphql`;
}, 60_000);

afterAll(async () => {
  await kit?.close();
});

/** The organisation named by the X-Organization-Id header, or only by the `organizationId` argument. */
function request(byHeader: boolean): RequestInit {
  return {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...(byHeader ? { 'x-organization-id': String(other) } : {}),
    },
    body: JSON.stringify({ query: LIST, variables: { filters: { organizationId: String(other) } } }),
  };
}

describe('the api under concurrent signed-in requests', () => {
  it(`answers ${REQUESTS} list requests over ${CONNECTIONS} connections, every one 200 with the page`, async () => {
    const first = await fetch(url, request(true));
    const expected = await first.text();
    expect(first.status).toBe(200);
    const page = JSON.parse(expected) as { data: { listFunders: { total: number; items: unknown[] } } };
    expect(page.data.listFunders.total).toBe(30);
    expect(page.data.listFunders.items).toHaveLength(12);

    const answers: { status: number; same: boolean }[] = [];
    let next = 0;
    const connection = async () => {
      while (next < REQUESTS) {
        const index = next;
        next += 1;
        const response = await fetch(url, request(index % 2 === 0));
        answers.push({ status: response.status, same: (await response.text()) === expected });
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, connection));

    expect(answers).toHaveLength(REQUESTS);
    expect([...new Set(answers.map((answer) => answer.status))]).toEqual([200]);
    expect(answers.filter((answer) => !answer.same)).toHaveLength(0);
  }, 300_000);
});
