import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ROLE, withIdentity, withTenant } from './client.ts';
import { funders } from './schema/funders.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts';

const IDENTITY_ONLY = new Set(['auth_throttles']);

// Fills every table for one organisation as the superuser (bypassing RLS), returning its id.
async function fillOrganization(client: pg.Client, label: string): Promise<number> {
  const q = async (text: string, values: unknown[] = []) =>
    (await client.query(text, values)).rows[0]?.id as number;
  const org = await q('insert into organizations (name) values ($1) returning id', [`Org ${label}`]);
  const user = await q('insert into users (email, organization_id) values ($1, $2) returning id', [
    `${label.toLowerCase()}@example.org`,
    org,
  ]);
  await client.query(`insert into sessions (user_id, expires_at) values ($1, now() + interval '1 day')`, [
    user,
  ]);
  await client.query('insert into manager_links (user_id, organization_id) values ($1, $2)', [user, org]);
  await client.query(
    `insert into personal_access_tokens (user_id, name, token_hash) values ($1, 'MCP client', $2)`,
    [user, `pat-${label}`],
  );
  await client.query(
    `insert into external_identities (user_id, provider, issuer, subject) values ($1, 'google', 'https://issuer.test', $2)`,
    [user, `subject-${label}`],
  );
  await client.query(`insert into auth_throttles (key, failures) values ($1, 1)`, [`login:account:${label}`]);
  for (const table of ['password_reset_tokens', 'email_verification_tokens']) {
    await client.query(
      `insert into ${table} (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 hour')`,
      [user, `${table}-${label}`],
    );
  }
  await client.query('insert into two_factor_settings (user_id, email_for_2fa) values ($1, $2)', [
    user,
    'x@y.z',
  ]);
  await client.query(
    `insert into two_factor_codes (user_id, code_hash, expires_at) values ($1, 'h', now() + interval '10 minutes')`,
    [user],
  );
  await client.query(
    `insert into support_tickets (organization_id, user_id, name, organization_name, email, message)
     values ($1, $2, 'n', 'o', 'e@x.org', 'm')`,
    [org, user],
  );
  await client.query(
    `insert into email_outbox (organization_id, to_address, subject, text) values ($1, 'a@b.c', 's', 't')`,
    [org],
  );
  await client.query(
    `insert into audit_events (organization_id, actor_user_id, action) values ($1, $2, 'test')`,
    [org, user],
  );
  const funder = await q(
    `insert into funders (organization_id, name, type) values ($1, 'F', 'FOUNDATION') returning id`,
    [org],
  );
  await client.query('insert into funder_locations (organization_id, funder_id, city) values ($1, $2, $3)', [
    org,
    funder,
    'City',
  ]);
  const program = await q(`insert into programs (organization_id, name) values ($1, 'P') returning id`, [
    org,
  ]);
  await client.query(
    'insert into program_yearly_goals (organization_id, program_id, fiscal_year, goal_cents) values ($1, $2, 2025, 100)',
    [org, program],
  );
  const grant = await q(
    'insert into grants (organization_id, funder_id, program_id) values ($1, $2, $3) returning id',
    [org, funder, program],
  );
  const application = await q(
    // Awarded and submitted: the dashboard's summaries (kept by triggers) get rows of the organisation too.
    `insert into applications (organization_id, grant_id, deadline, status, submission_date, amount_awarded_cents)
     values ($1, $2, '2025-01-01', 'AWARDED', '2024-11-01', 100) returning id`,
    [org, grant],
  );
  await client.query(
    `insert into reports (organization_id, application_id, deadline, urgency) values ($1, $2, '2025-02-01', 'REQUIRED')`,
    [org, application],
  );
  await client.query(
    `insert into folders (organization_id, funder_id, path, name) values ($1, $2, '/a', 'a')`,
    [org, funder],
  );
  const file = await q(
    `insert into files (organization_id, funder_id, folder_path, name, storage_key, size_bytes, mime_type)
     values ($1, $2, '/a', 'f.pdf', $3, 1, 'application/pdf') returning id`,
    [org, funder, `key-${label}`],
  );
  const job = await q(
    `insert into import_jobs (organization_id, user_id, provider, doc_name) values ($1, $2, 'google_drive', 'd') returning id`,
    [org, user],
  );
  await client.query(
    `insert into import_files (organization_id, job_id, provider, provider_file_id, revision, file_name, file_id)
     values ($1, $2, 'google_drive', 'pf', '1', 'f.pdf', $3)`,
    [org, job, file],
  );
  const chat = await q(
    `insert into chats (organization_id, user_id, title) values ($1, $2, 't') returning id`,
    [org, user],
  );
  await client.query(
    `insert into chat_entries (organization_id, chat_id, identity, role, content) values ($1, $2, 1, 'user', 'hi')`,
    [org, chat],
  );
  for (const table of ['document_fine_tuning_versions', 'database_fine_tuning_versions']) {
    await client.query(`insert into ${table} (organization_id, version) values ($1, 'v1')`, [org]);
  }
  await client.query(
    'insert into calendar_feed_tokens (organization_id, user_id, token_hash) values ($1, $2, $3)',
    [org, user, `cal-${label}`],
  );
  await client.query(
    `insert into reminder_sends (organization_id, user_id, kind, subject_id, remind_on)
     values ($1, $2, 'application_deadline', $3, '2025-01-01')`,
    [org, user, application],
  );
  await client.query(
    `insert into document_chunks (organization_id, file_id, ordinal, context, content, language)
     values ($1, $2, 0, 'F', 'text', 'english')`,
    [org, file],
  );
  await client.query(
    `insert into document_index_files (organization_id, file_id, fingerprint, status) values ($1, $2, 'x', 'indexed')`,
    [org, file],
  );
  await client.query(
    `insert into drive_connections (organization_id, user_id, provider, refresh_token_sealed) values ($1, $2, 'google_drive', 'v1.sealed')`,
    [org, user],
  );
  await client.query(
    `insert into application_drafts (organization_id, application_id, section, body, generated_by)
     values ($1, $2, 'NEED_STATEMENT', 'draft', 'outline')`,
    [org, application],
  );
  const opportunity = await q(
    `insert into opportunities (grants_gov_id, number, title, agency_code, agency_name, status, link, hit_fingerprint)
     values ($1, 'N', 'T', 'EX', 'Example Agency', 'posted', 'https://example.org', 'f') returning id`,
    [label.charCodeAt(0)],
  );
  await client.query('insert into opportunity_dismissals (organization_id, opportunity_id) values ($1, $2)', [
    org,
    opportunity,
  ]);
  await client.query(
    'insert into opportunity_tracks (organization_id, opportunity_id, application_id) values ($1, $2, $3)',
    [org, opportunity, application],
  );
  await client.query(
    `insert into funder_filings (organization_id, funder_id, year, form_type, revenue, source_url, fetched_at)
     values ($1, $2, 2023, '990PF', 1000, 'https://example.org/990.pdf', now())`,
    [org, funder],
  );
  const comment = await q(
    `insert into comments (organization_id, subject_type, subject_id, author_id, text)
     values ($1, 'FUNDER', $2, $3, 'hello') returning id`,
    [org, funder, user],
  );
  await client.query(
    'insert into comment_mentions (organization_id, comment_id, user_id) values ($1, $2, $3)',
    [org, comment, user],
  );
  await client.query(
    `insert into history_entries (organization_id, subject_type, subject_id, funder_id, user_id, action, comment_id)
     values ($1, 'FUNDER', $2, $2, $3, 'COMMENTED', $4)`,
    [org, funder, user, comment],
  );
  await client.query(
    `insert into saved_opportunity_searches (organization_id, user_id, name, search) values ($1, $2, 'S', 'youth')`,
    [org, user],
  );
  await client.query(
    `insert into opportunity_digest_sends (organization_id, user_id, digest_on, opportunity_count) values ($1, $2, '2026-12-05', 1)`,
    [org, user],
  );
  await client.query(
    `insert into tasks (organization_id, title, assignee_id, due_date, application_id) values ($1, 'Task', $2, '2026-01-01', $3)`,
    [org, user, application],
  );
  const spreadsheetImport = await q(
    `insert into spreadsheet_imports (organization_id, user_id, kind, funder_match, language, file_name, file_hash, headers, mapping)
     values ($1, $2, 'GRANTS', 'MERGE', 'pt', 'pedidos.csv', 'h', '["Prazo"]', '["deadline"]') returning id`,
    [org, user],
  );
  await client.query(
    `insert into spreadsheet_import_rows (organization_id, import_id, kind, row_number, row_key, outcome)
     values ($1, $2, 'GRANTS', 2, 'k', 'SKIPPED')`,
    [org, spreadsheetImport],
  );
  await client.query(
    `insert into idempotency_keys (organization_id, user_id, key, operation, fingerprint, status, answer)
     values ($1, $2, 'key', 'graphql', 'f', 200, '{}')`,
    [org, user],
  );
  return org;
}

/** Drizzle wraps the driver's error; the PostgreSQL message is on `cause`. */
async function dbError(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
    return `${String(error)} ${cause}`;
  }
  return 'no error';
}

describe('row-level security', () => {
  let t: TestDatabase;
  let superuser: pg.Client;
  let orgA: number;
  let orgB: number;
  let tables: string[];

  beforeAll(async () => {
    t = await createTestDatabase();
    superuser = new pg.Client({ connectionString: t.url });
    await superuser.connect();
    orgA = await fillOrganization(superuser, 'A');
    orgB = await fillOrganization(superuser, 'B');
    const result = await superuser.query<{ table_name: string }>(
      `select table_name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    tables = result.rows.map((r) => r.table_name);
  });

  afterAll(async () => {
    await superuser?.end();
    await t?.close();
  });

  it('covers every table with rows for both organisations', async () => {
    expect(tables.length).toBeGreaterThanOrEqual(28);
    for (const table of tables) {
      const { rows } = await superuser.query<{ n: number }>(`select count(*)::int as n from "${table}"`);
      expect(rows[0]?.n, table).toBeGreaterThanOrEqual(2);
    }
  });

  it('runs the services as grantflow_app, which neither is superuser nor bypasses RLS', async () => {
    const { rows } = await t.pool.query<{ current_user: string; rolsuper: boolean; rolbypassrls: boolean }>(
      'select current_user, r.rolsuper, r.rolbypassrls from pg_roles r where r.rolname = current_user',
    );
    expect(rows[0]).toEqual({ current_user: APP_ROLE, rolsuper: false, rolbypassrls: false });
  });

  it('enables and forces RLS on every table with organization_id, and on every identity table', async () => {
    const { rows } = await superuser.query<{
      relname: string;
      relrowsecurity: boolean;
      relforcerowsecurity: boolean;
    }>(
      `select c.relname, c.relrowsecurity, c.relforcerowsecurity
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r'`,
    );
    const withOrg = await superuser.query<{ table_name: string }>(
      `select table_name from information_schema.columns
       where table_schema = 'public' and column_name = 'organization_id'`,
    );
    expect(withOrg.rows.length).toBeGreaterThan(20);
    // Every public table is protected, not only those with organization_id.
    expect(rows.map((r) => r.relname).sort()).toEqual([...tables].sort());
    for (const row of rows) {
      expect({ table: row.relname, rls: row.relrowsecurity, force: row.relforcerowsecurity }).toEqual({
        table: row.relname,
        rls: true,
        force: true,
      });
    }
  });

  it('shows no rows of any table when no organisation is set', async () => {
    for (const table of tables) {
      const result = await t.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from "${table}"`));
      expect(result.rows[0]?.n, table).toBe(0);
    }
  });

  it('shows only the current organisation, in every table', async () => {
    await withTenant(t.db, orgA, async (tx) => {
      for (const table of tables) {
        const column = table === 'organizations' ? 'id' : 'organization_id';
        const hasColumn = await superuser.query(
          `select 1 from information_schema.columns where table_schema = 'public' and table_name = $1 and column_name = $2`,
          [table, column],
        );
        const total = await tx.execute<{ n: number }>(sql.raw(`select count(*)::int as n from "${table}"`));
        // Throttle counters belong to no organisation: only identity transactions reach them.
        if (IDENTITY_ONLY.has(table)) expect(total.rows[0]?.n, table).toBe(0);
        else expect(total.rows[0]?.n, table).toBeGreaterThan(0);
        if (hasColumn.rowCount) {
          const foreign = await tx.execute<{ n: number }>(
            sql.raw(`select count(*)::int as n from "${table}" where ${column} is distinct from ${orgA}`),
          );
          expect(foreign.rows[0]?.n, table).toBe(0);
        }
      }
    });
  });

  it('refuses to insert or move a row into another organisation', async () => {
    expect(
      await dbError(
        withTenant(t.db, orgA, (tx) =>
          tx.insert(funders).values({ organizationId: orgB, name: 'X', type: 'OTHER' }),
        ),
      ),
    ).toMatch(/row-level security/);
    expect(
      await dbError(withTenant(t.db, orgA, (tx) => tx.update(funders).set({ organizationId: orgB }))),
    ).toMatch(/row-level security/);
    const updatedB = await withTenant(t.db, orgA, (tx) =>
      tx.update(funders).set({ name: 'hijacked' }).where(sql`organization_id = ${orgB}`).returning(),
    );
    expect(updatedB).toEqual([]);
  });

  it('lets tenants read the shared opportunities but never write them', async () => {
    const seen = await withTenant(t.db, orgA, (tx) =>
      tx.execute<{ n: number }>(sql`select count(*)::int as n from opportunities`),
    );
    expect(seen.rows[0]?.n).toBe(2);
    const insert = withTenant(t.db, orgA, (tx) =>
      tx.execute(
        sql`insert into opportunities (grants_gov_id, number, title, agency_code, agency_name, status, link, hit_fingerprint)
            values (999, 'N', 'T', 'EX', 'E', 'posted', 'https://example.org', 'f')`,
      ),
    );
    expect(await dbError(insert)).toMatch(/row-level security/);
    const update = withTenant(t.db, orgA, (tx) =>
      tx.execute(sql`update opportunities set title = 'hijacked'`),
    );
    expect(await dbError(update)).toMatch(/row-level security/);
    const remove = withTenant(t.db, orgA, (tx) => tx.execute(sql`delete from opportunities`));
    expect(await dbError(remove)).toMatch(/permission denied/);
  });

  it('rejects a child row that points at another organisation’s parent', async () => {
    const { rows } = await superuser.query<{ id: number }>(
      'select id from funders where organization_id = $1',
      [orgB],
    );
    const message = await dbError(
      withTenant(t.db, orgA, (tx) =>
        tx.execute(sql`insert into grants (organization_id, funder_id) values (${orgA}, ${rows[0]?.id})`),
      ),
    );
    expect(message).toMatch(/foreign key/);
  });

  it('lets identity transactions read users across organisations', async () => {
    const users = await withIdentity(t.db, (tx) => tx.query.users.findMany({ with: { organization: true } }));
    expect(users.map((u) => u.organization.name).sort()).toEqual(['Org A', 'Org B']);
  });

  it('keeps tenant and identity settings inside their transaction', async () => {
    await withTenant(t.db, orgA, async () => {});
    await withIdentity(t.db, async () => {});
    // The pool is small, so these reuse the connections the transactions ran on.
    for (let i = 0; i < 6; i += 1) {
      const result = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from users`);
      expect(result.rows[0]?.n).toBe(0);
    }
  });

  it('rejects a non-integer organisation id', async () => {
    await expect(withTenant(t.db, 0, async () => 1)).rejects.toThrow(/invalid organization id/);
    await expect(withTenant(t.db, 1.5, async () => 1)).rejects.toThrow(/invalid organization id/);
  });
});
