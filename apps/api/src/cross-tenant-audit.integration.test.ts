import { settleBackground } from '@grantflow/auth/background';
import { createAdminPool } from '@grantflow/db/testing/test-database';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTestKit, createApiTestKit } from './testing/api-test-kit.ts';

// Another organisation's ids are refused like ids that do not exist; the refusals are audited (who, which kind,
// whose rows), a bounded number of times however many ids are tried.

let kit: ApiTestKit;
let admin: pg.Pool;
let orgA: number;
let funderIdsOfA: number[];

const sql = async <R extends pg.QueryResultRow>(text: string, params: unknown[] = []) =>
  (await admin.query<R>(text, params)).rows;

interface AuditRow {
  actor_user_id: number;
  organization_id: number | null;
  target_type: string;
  target_id: string;
  metadata: Record<string, unknown>;
}
const tenantDenials = (userId: number) =>
  sql<AuditRow>(
    "select actor_user_id, organization_id, target_type, target_id, metadata from audit_events where action = 'auth.tenant.denied' and actor_user_id = $1 order by id",
    [userId],
  );

beforeAll(async () => {
  kit = await createApiTestKit();
  admin = createAdminPool(kit.database.url, 2);
  orgA = await kit.createOrganization('Riverbend Community Foundation');
  const rows = await sql<{ id: number }>(
    "insert into funders (organization_id, name, type) select $1, 'Funder ' || n, 'FOUNDATION' from generate_series(1, 50) n returning id",
    [orgA],
  );
  funderIdsOfA = rows.map((row) => row.id);
}, 60_000);

afterAll(async () => {
  await admin?.end();
  await kit?.close();
});

async function userOfB(email: string) {
  const orgB = await kit.createOrganization(`Harbor Lights ${email}`);
  const userId = await kit.createUser({ email, organizationId: orgB });
  return { userId, orgB, token: await kit.login(email) };
}

describe('cross-tenant refusals', () => {
  it('are audited a bounded number of times for 50 ids of another organisation, naming user, kind and owner', async () => {
    const { userId, token } = await userOfB('prober@example.org');
    for (const [index, id] of funderIdsOfA.entries()) {
      const operation =
        index % 2 === 0
          ? 'query Q($id: ID!) { getFunder(id: $id) { id name } }'
          : 'mutation M($id: ID!) { deleteFunder(id: $id) }';
      const response = await kit.gql(operation, { token, variables: { id: String(id) } });
      expect(response.body.errors?.[0]?.extensions?.code).toBe('FUNDER_NOT_FOUND');
    }
    await settleBackground();
    const events = await tenantDenials(userId);
    // One per minute: the 50 tries may straddle a minute's end, never more.
    expect(events.length).toBeGreaterThanOrEqual(1);
    expect(events.length).toBeLessThanOrEqual(2);
    expect(events[0]).toMatchObject({ actor_user_id: userId, organization_id: orgA, target_type: 'funder' });
    expect(funderIdsOfA.map(String)).toContain(events[0]?.target_id);
    // Every try was counted, in the database, on one row.
    const [counter] = await sql<{ failures: number }>('select failures from auth_throttles where key = $1', [
      `audit:cross-tenant:${userId}:funder`,
    ]);
    expect(counter?.failures).toBe(events.length === 1 ? 50 : counter?.failures);
    expect(counter?.failures).toBeGreaterThanOrEqual(1);
    expect(await sql('select id from funders where organization_id = $1', [orgA])).toHaveLength(50);
  });

  it('audits naming another organisation in the header or as the organisation asked for', async () => {
    const { userId, token } = await userOfB('header@example.org');
    const header = await kit.gql('query { listFunders { total } }', { token, organizationId: orgA });
    expect(header.body.errors?.[0]?.extensions?.code).toBe('ORGANIZATION_NOT_FOUND');
    const argument = await kit.gql('query Q($id: ID!) { getOrganization(id: $id) { id } }', {
      token,
      variables: { id: String(orgA) },
    });
    expect(argument.body.errors?.[0]?.extensions?.code).toBe('ORGANIZATION_NOT_FOUND');
    await settleBackground();
    const events = await tenantDenials(userId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      organization_id: orgA,
      target_type: 'organization',
      target_id: String(orgA),
    });
  });

  it('does not claim a cross-tenant try for a funder or an organisation that exists nowhere', async () => {
    const { userId, token } = await userOfB('honest@example.org');
    const missing = await kit.gql('query Q($id: ID!) { getFunder(id: $id) { id } }', {
      token,
      variables: { id: '2147483000' },
    });
    expect(missing.body.errors?.[0]?.extensions?.code).toBe('FUNDER_NOT_FOUND');
    const noOrganization = await kit.gql('query { listFunders { total } }', {
      token,
      organizationId: 2147483000,
    });
    expect(noOrganization.body.errors?.[0]?.extensions?.code).toBe('ORGANIZATION_NOT_FOUND');
    await settleBackground();
    expect(await tenantDenials(userId)).toEqual([]);
  });
});
