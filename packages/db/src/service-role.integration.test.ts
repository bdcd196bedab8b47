import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_ROLE, serviceLoginUrl } from './service-role.ts';
import { createAdminPool, createTestDatabase, type TestDatabase } from './testing/test-database.ts';

// Issue 12, finding 11: the services log in as a role that is neither SUPERUSER nor BYPASSRLS, so even a
// `RESET ROLE` (undoing the pool's `SET ROLE grantflow_app`) leaves RLS in force.

let t: TestDatabase;
let superuser: pg.Pool;
let service: pg.Client;
const PASSWORD = `svc-${process.pid}-${Date.now()}`;
const org = { a: 0, b: 0 };

beforeAll(async () => {
  t = await createTestDatabase();
  superuser = createAdminPool(t.url);
  const insertOrg = async (name: string) =>
    (
      await superuser.query<{ id: number }>('insert into organizations (name) values ($1) returning id', [
        name,
      ])
    ).rows[0]?.id ?? 0;
  org.a = await insertOrg('A');
  org.b = await insertOrg('B');
  for (const id of [org.a, org.b]) {
    await superuser.query(
      `insert into funders (organization_id, name, type) values ($1, 'F', 'FOUNDATION')`,
      [id],
    );
  }
  // What the launcher does with the owner URL: give the login role its password.
  await superuser.query(`alter role ${SERVICE_ROLE} password '${PASSWORD}'`);
  service = new pg.Client({ connectionString: serviceLoginUrl(t.url, PASSWORD) });
  await service.connect();
});

afterAll(async () => {
  await service?.end();
  await superuser?.end();
  await t?.close();
});

describe('the services login role', () => {
  it('is neither superuser nor BYPASSRLS, even after RESET ROLE', async () => {
    await service.query('reset role');
    const { rows } = await service.query<{ current_user: string; rolsuper: boolean; rolbypassrls: boolean }>(
      'select current_user, r.rolsuper, r.rolbypassrls from pg_roles r where r.rolname = current_user',
    );
    expect(rows[0]).toEqual({ current_user: SERVICE_ROLE, rolsuper: false, rolbypassrls: false });
  });

  it('sees only the organisation set for the transaction, and nothing without one, after RESET ROLE', async () => {
    await service.query('reset role');
    expect((await service.query('select organization_id from funders')).rows).toEqual([]);
    await service.query('begin');
    await service.query(`select set_config('app.organization_id', $1, true)`, [String(org.a)]);
    const { rows } = await service.query<{ organization_id: number }>('select organization_id from funders');
    await service.query('commit');
    expect(rows).toEqual([{ organization_id: org.a }]);
  });

  it('cannot turn RLS off or take the owner role', async () => {
    await expect(service.query('set row_security = off; select * from funders')).rejects.toThrow();
    await expect(service.query('set role postgres')).rejects.toThrow(/permission denied/);
  });
});
