import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, LARGE_JOINS, PLAIN_PAGE, readAsTenant, withTenant } from './client.ts';
import { createAdminPool, createTestDatabase, type TestDatabase } from './testing/test-database.ts';

// readAsTenant reads in a READ ONLY transaction whose first statement sets the organisation for that
// transaction only: every use sees exactly its own organisation, whatever the connection served before,
// and nothing can be written through it.

let t: TestDatabase;
let admin: pg.Pool;
const organizations: number[] = [];

async function funderNames(organizationId: number): Promise<string[]> {
  return readAsTenant(t.db, organizationId, async (tx) => {
    const result = await tx.execute<{ name: string }>(sql`select name from funders order by name`);
    return result.rows.map((row) => row.name);
  });
}

beforeAll(async () => {
  t = await createTestDatabase();
  admin = createAdminPool(t.url, 2);
  for (const name of ['One', 'Two', 'Three']) {
    const { rows } = await admin.query<{ id: number }>(
      'insert into organizations (name) values ($1) returning id',
      [name],
    );
    const id = rows[0]?.id ?? 0;
    organizations.push(id);
    await admin.query("insert into funders (organization_id, name, type) values ($1, $2, 'OTHER')", [
      id,
      `Funder of ${name}`,
    ]);
  }
}, 60_000);

afterAll(async () => {
  await admin?.end();
  await t?.close();
});

describe('readAsTenant', () => {
  it('sees exactly the organisation asked for, in any order of use, also concurrently', async () => {
    const [one = 0, two = 0, three = 0] = organizations;
    const order = [one, two, one, one, three, two, three, one, two, two];
    for (const id of order) {
      const expected = id === one ? 'Funder of One' : id === two ? 'Funder of Two' : 'Funder of Three';
      expect(await funderNames(id)).toEqual([expected]);
    }
    const concurrent = await Promise.all([...order, ...order].map((id) => funderNames(id)));
    expect(concurrent.map((names) => names.length)).toEqual(new Array(order.length * 2).fill(1));
    concurrent.forEach((names, index) => {
      const id = [...order, ...order][index];
      expect(names[0]).toBe(id === one ? 'Funder of One' : id === two ? 'Funder of Two' : 'Funder of Three');
    });
  });

  it('refuses every write', async () => {
    const [one = 0] = organizations;
    await expect(
      readAsTenant(t.db, one, (tx) =>
        tx.execute(sql`insert into funders (organization_id, name, type) values (${one}, 'Sneaky', 'OTHER')`),
      ),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '25006' }) });
    expect(await funderNames(one)).toEqual(['Funder of One']);
  });

  it('leaves the main pool without a setting: no organisation, no rows', async () => {
    const [one = 0] = organizations;
    await funderNames(one);
    const { rows } = await t.pool.query('select count(*)::int as n from funders');
    expect(rows[0]).toEqual({ n: 0 });
    await withTenant(t.db, one, async (tx) => {
      expect((await tx.execute<{ one: number }>(sql`select 1 as one from funders`)).rows).toHaveLength(1);
    });
  });

  it('leaves no setting behind: the next use of the connection outside a tenant transaction sees nothing', async () => {
    const [one = 0] = organizations;
    const { db, pool, close } = createDb(t.url, { max: 1 });
    try {
      await readAsTenant(db, one, async () => undefined);
      const { rows } = await pool.query<{ setting: string | null; n: number }>(
        "select nullif(current_setting('app.organization_id', true), '') as setting, (select count(*)::int from funders) as n",
      );
      expect(rows[0]).toEqual({ setting: null, n: 0 });
    } finally {
      await close();
    }
  });

  it('sets the plan mode asked for, for that transaction only', async () => {
    const [one = 0] = organizations;
    const { db, pool, close } = createDb(t.url, { max: 1 });
    const settings = async (tx: Parameters<Parameters<typeof readAsTenant>[2]>[0]) =>
      (
        await tx.execute<{ mode: string; joins: string; hash: string; material: string }>(
          sql`select current_setting('plan_cache_mode') as mode, current_setting('join_collapse_limit') as joins,
                     current_setting('enable_hashjoin') as hash, current_setting('enable_material') as material`,
        )
      ).rows[0];
    try {
      expect(await readAsTenant(db, one, settings, LARGE_JOINS)).toEqual({
        mode: 'force_custom_plan',
        joins: '8',
        hash: 'on',
        material: 'on',
      });
      expect(await readAsTenant(db, one, settings, PLAIN_PAGE)).toEqual({
        mode: 'force_generic_plan',
        joins: '1',
        hash: 'off',
        material: 'off',
      });
      expect(await readAsTenant(db, one, settings)).toEqual({
        mode: 'auto',
        joins: '8',
        hash: 'on',
        material: 'on',
      });
      const { rows } = await pool.query("select current_setting('plan_cache_mode') as mode");
      expect(rows[0]).toEqual({ mode: 'auto' });
    } finally {
      await close();
    }
  });

  it('refuses an organisation id that is not a positive integer', async () => {
    await expect(readAsTenant(t.db, 0, async () => 1)).rejects.toThrow(/invalid organization id/);
    await expect(readAsTenant(t.db, 1.5, async () => 1)).rejects.toThrow(/invalid organization id/);
  });
});

describe('withTenant with snapshot', () => {
  it('reads every statement as of the first, whatever is written meanwhile', async () => {
    const [one = 0] = organizations;
    const count = async (tx: Parameters<Parameters<typeof withTenant>[2]>[0]) =>
      (await tx.execute<{ n: number }>(sql`select count(*)::int as n from funders`)).rows[0]?.n;
    const addFunder = (name: string) =>
      admin.query("insert into funders (organization_id, name, type) values ($1, $2, 'OTHER')", [one, name]);
    const seen = await withTenant(
      t.db,
      one,
      async (tx) => {
        const before = await count(tx);
        await addFunder('Written during a snapshot read');
        return [before, await count(tx)];
      },
      { snapshot: true },
    );
    expect(seen[1]).toBe(seen[0]);
    // Without it (READ COMMITTED) the second statement sees the new row: the option is what holds it.
    const unsnapped = await withTenant(t.db, one, async (tx) => {
      const before = await count(tx);
      await addFunder('Written during a plain read');
      return [before, await count(tx)];
    });
    expect(unsnapped[1]).toBe((unsnapped[0] ?? 0) + 1);
  });
});

describe('a tenant transaction on one connection', () => {
  it('sends BEGIN with its setting in one round trip, then the statement and COMMIT', async () => {
    const [one = 0] = organizations;
    const { db, pool, close } = createDb(t.url, { max: 1 });
    const sent: string[] = [];
    pool.on('acquire', (client) => {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
        const first = args[0];
        sent.push(typeof first === 'string' ? first : String((first as { text?: unknown }).text));
        return query(...args);
      };
    });
    try {
      await readAsTenant(db, one, (tx) => tx.execute(sql`select 1`));
      expect(sent).toEqual([
        `begin read only; select set_config('app.organization_id', '${one}', true)`,
        'select 1',
        'commit',
      ]);
    } finally {
      await close();
    }
  });

  it('rolls back when the work throws, and the connection serves the next transaction clean', async () => {
    const [one = 0, two = 0] = organizations;
    const { db, pool, close } = createDb(t.url, { max: 1 });
    try {
      await expect(
        withTenant(db, one, async (tx) => {
          await tx.execute(
            sql`insert into funders (organization_id, name, type) values (${one}, 'Undone', 'OTHER')`,
          );
          throw new Error('work failed');
        }),
      ).rejects.toThrow('work failed');
      const { rows } = await admin.query("select count(*)::int as n from funders where name = 'Undone'");
      expect(rows[0]).toEqual({ n: 0 });
      const { rows: idle } = await pool.query<{ setting: string | null }>(
        "select nullif(current_setting('app.organization_id', true), '') as setting",
      );
      expect(idle[0]).toEqual({ setting: null });
      expect(
        await readAsTenant(
          db,
          two,
          async (tx) => (await tx.execute<{ name: string }>(sql`select name from funders`)).rows,
        ),
      ).toEqual([{ name: 'Funder of Two' }]);
    } finally {
      await close();
    }
  });
});
