import type pg from 'pg';

/** Per table: `count:md5` of organisation A's rows ordered by id. */
export type Fingerprint = Record<string, string>;

/**
 * Tables left out, and why:
 * - audit_events: append-only; refusals are themselves audited (SECURITY.md, row 16), so it grows on purpose.
 * - sessions: each caller's own sign-ins (the suite mints tokens, logout ends the caller's own session).
 * - auth_throttles: keyed by address/account text, no organisation; failures are counted on purpose.
 */
const EXCLUDED = new Set(['audit_events', 'sessions', 'auth_throttles']);

interface TableShape {
  name: string;
  hasOrganizationId: boolean;
  hasUserId: boolean;
  hasId: boolean;
}

const shapes = new WeakMap<pg.Pool, Promise<TableShape[]>>();

function tableShapes(pool: pg.Pool): Promise<TableShape[]> {
  let pending = shapes.get(pool);
  if (!pending) {
    pending = pool
      .query<{ name: string; columns: string[] }>(
        `select c.table_name as name, array_agg(c.column_name::text) as columns
           from information_schema.columns c
           join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
          where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
          group by c.table_name
          order by c.table_name`,
      )
      .then((result) =>
        result.rows.map((row) => ({
          name: row.name,
          hasOrganizationId: row.columns.includes('organization_id'),
          hasUserId: row.columns.includes('user_id'),
          hasId: row.columns.includes('id'),
        })),
      );
    shapes.set(pool, pending);
  }
  return pending;
}

function quote(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}

/**
 * Organisation A's data as a superuser sees it (RLS does not apply): every table with an
 * organization_id (its rows of A), the organisation row itself, and tables keyed by a user of A
 * without an organization_id (2FA settings and codes, reset and verification tokens, outside
 * identities). New tables are picked up automatically.
 */
export async function takeFingerprint(pool: pg.Pool, organizationId: number): Promise<Fingerprint> {
  const parts: string[] = [];
  for (const table of await tableShapes(pool)) {
    if (EXCLUDED.has(table.name)) continue;
    let where: string | null = null;
    if (table.name === 'organizations') where = 'id = $1';
    else if (table.hasOrganizationId) where = 'organization_id = $1';
    else if (table.hasUserId) where = 'user_id in (select id from users where organization_id = $1)';
    if (!where) continue;
    const order = table.hasId ? 'order by id' : 'order by t::text';
    parts.push(
      `select '${table.name}' as name, count(*) || ':' || md5(coalesce(string_agg(t::text, '|' ${order}), '')) as print
         from ${quote(table.name)} t where ${where}`,
    );
  }
  const result = await pool.query<{ name: string; print: string }>(parts.join('\nunion all\n'), [
    organizationId,
  ]);
  return Object.fromEntries(result.rows.map((row) => [row.name, row.print]));
}

/** Names of the tables whose summary differs. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
