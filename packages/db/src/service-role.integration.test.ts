import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareServiceLogin, serviceRoleName } from './service-role.ts';
import { scramVerifies } from './testing/scram.ts';
import { createAdminPool, createTestDatabase, type TestDatabase } from './testing/test-database.ts';

// The services log in as a role that is neither SUPERUSER nor BYPASSRLS, so even a `RESET ROLE`
// (undoing the pool's `SET ROLE grantflow_app`) leaves RLS in force.

const databaseOf = (url: string) => new URL(url).pathname.slice(1);

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
  // What the launcher and the migrate step do with the owner URL.
  service = new pg.Client({ connectionString: await prepareServiceLogin(t.url, PASSWORD) });
  await service.connect();
});

afterAll(async () => {
  await service?.end();
  await superuser?.end();
  await t?.close();
  await dropRoleOf(t);
});

async function dropRoleOf(database: TestDatabase | undefined): Promise<void> {
  if (!database) return;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(
      `drop role if exists ${admin.escapeIdentifier(serviceRoleName(databaseOf(database.url)))}`,
    );
  } finally {
    await admin.end();
  }
}

describe('the services login role', () => {
  it('is neither superuser nor BYPASSRLS, even after RESET ROLE', async () => {
    await service.query('reset role');
    const { rows } = await service.query<{ current_user: string; rolsuper: boolean; rolbypassrls: boolean }>(
      'select current_user, r.rolsuper, r.rolbypassrls from pg_roles r where r.rolname = current_user',
    );
    expect(rows[0]).toEqual({
      current_user: serviceRoleName(databaseOf(t.url)),
      rolsuper: false,
      rolbypassrls: false,
    });
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

describe('two installations on one server', () => {
  let other: TestDatabase | undefined;
  afterAll(async () => {
    await other?.close();
    await dropRoleOf(other);
  });

  it('each keeps its own login role and password when the other one starts', async () => {
    other = await createTestDatabase();
    const otherPassword = `${PASSWORD}-other`;
    // A same-named role left with powers it must not have is stripped of them.
    const otherRole = serviceRoleName(databaseOf(other.url));
    await superuser.query(`create role ${otherRole} login bypassrls createdb`);
    const otherUrl = await prepareServiceLogin(other.url, otherPassword);
    const powers = await superuser.query(
      'select rolbypassrls, rolcreatedb from pg_roles where rolname = $1',
      [otherRole],
    );
    expect(powers.rows).toEqual([{ rolbypassrls: false, rolcreatedb: false }]);
    // The first installation starts again after the second one did, as every deploy does.
    const firstUrl = await prepareServiceLogin(t.url, PASSWORD);

    const first = new URL(firstUrl).username;
    const second = new URL(otherUrl).username;
    expect(first).not.toBe(second);
    const stored = await superuser.query<{ rolname: string; rolpassword: string }>(
      'select rolname, rolpassword from pg_authid where rolname = any($1) order by rolname',
      [[first, second]],
    );
    const verifier = Object.fromEntries(stored.rows.map((row) => [row.rolname, row.rolpassword]));
    expect(scramVerifies(verifier[first] ?? '', PASSWORD)).toBe(true);
    expect(scramVerifies(verifier[second] ?? '', otherPassword)).toBe(true);

    for (const [url, database] of [
      [firstUrl, databaseOf(t.url)],
      [otherUrl, databaseOf(other.url)],
    ] as const) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query<{ db: string; n: string }>(
          'select current_database() as db, count(*) as n from funders',
        );
        expect(rows[0]?.db).toBe(database);
      } finally {
        await client.end();
      }
    }
  });

  it('names roles per database, within PostgreSQL identifier length, and honours a configured name', () => {
    expect(serviceRoleName('grantflow')).toBe('grantflow_service_grantflow');
    expect(serviceRoleName('Grant-Flow.Prod')).toBe('grantflow_service_grant_flow_prod');
    const long = serviceRoleName('a'.repeat(80));
    expect(long.length).toBeLessThanOrEqual(63);
    expect(long).not.toBe(serviceRoleName(`${'a'.repeat(79)}b`));
    expect(serviceRoleName('grantflow', 'grantflow_service')).toBe('grantflow_service');
  });
});
