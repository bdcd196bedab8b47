import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../client.ts';
import { funders } from '../schema/funders.ts';
import { createAdminPool, createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { rowOrganization } from './row-organization.ts';

let t: TestDatabase;
let admin: ReturnType<typeof createAdminPool>;
const org = { a: 0, b: 0 };
let funderOfA = 0;

beforeAll(async () => {
  t = await createTestDatabase();
  admin = createAdminPool(t.url, 2);
  const insertOrg = async (name: string) =>
    (await admin.query<{ id: number }>('insert into organizations (name) values ($1) returning id', [name]))
      .rows[0]?.id ?? 0;
  org.a = await insertOrg('A');
  org.b = await insertOrg('B');
  funderOfA =
    (
      await admin.query<{ id: number }>(
        "insert into funders (organization_id, name, type) values ($1, 'F', 'FOUNDATION') returning id",
        [org.a],
      )
    ).rows[0]?.id ?? 0;
});

afterAll(async () => {
  await admin?.end();
  await t?.close();
});

describe('rowOrganization', () => {
  it("names the owner of another tenant's row to the service role, which still cannot read the row", async () => {
    const seen = await withTenant(t.db, org.b, async (tx) => ({
      owner: await rowOrganization(tx, 'funder', funderOfA),
      rows: await tx.select().from(funders),
      missing: await rowOrganization(tx, 'funder', 2_147_483_000),
      organization: await rowOrganization(tx, 'organization', org.a),
    }));
    expect(seen).toEqual({ owner: org.a, rows: [], missing: null, organization: org.a });
  });

  it('may be called by the services alone', async () => {
    const { rows } = await admin.query<{ public: boolean; app: boolean }>(
      `select has_function_privilege('public', 'row_organization(text, integer)', 'execute') as public,
              has_function_privilege('grantflow_app', 'row_organization(text, integer)', 'execute') as app`,
    );
    expect(rows[0]).toEqual({ public: false, app: true });
  });
});
