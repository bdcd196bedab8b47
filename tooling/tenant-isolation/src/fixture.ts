import { randomUUID } from 'node:crypto';
import { createSession } from '@grantflow/auth/session';
import { issueToken } from '@grantflow/auth/token';
import { withIdentity } from '@grantflow/db/client';
import { createAdminPool, createTestDatabase, type TestDatabase } from '@grantflow/db/testing/test-database';
import { seedDemoData } from '@grantflow/demo/rows/seed';
import type pg from 'pg';
import type { Fixture, FixtureUsers, OrganizationIds } from './case.ts';
import { type Fingerprint, takeFingerprint } from './fingerprint.ts';

export const FIXTURE_SECRET = 'tenant-isolation-secret-0123456789abcdef';

export interface FixtureHandle {
  fx: Fixture;
  database: TestDatabase;
  /** Superuser pool on the fixture database: bypasses RLS, for lookups and fingerprints only. */
  admin: pg.Pool;
  secret: string;
  /** A fresh session and bearer token for the user (cheap; callers may log themselves out). */
  token: (userId: number) => Promise<string>;
  /** Organisation A's rows, summarised (see fingerprint.ts). */
  fingerprint: () => Promise<Fingerprint>;
  close: () => Promise<void>;
}

async function one<T extends pg.QueryResultRow>(pool: pg.Pool, text: string, values: unknown[]): Promise<T> {
  const result = await pool.query<T>(text, values);
  const row = result.rows[0];
  if (!row) throw new Error(`fixture lookup found nothing: ${text}`);
  return row;
}

async function insertUser(
  pool: pg.Pool,
  organizationId: number,
  role: 'USER' | 'MANAGER' | 'ADMIN',
  label: string,
): Promise<number> {
  const row = await one<{ id: number }>(
    pool,
    `insert into users (email, role, authorized, organization_id, verified_at)
     values ($1, $2, true, $3, now()) returning id`,
    [`isolation-${label}@example.org`, role, organizationId],
  );
  return row.id;
}

/**
 * Looks up real ids of one organisation's demo rows and adds the rows the demo data lacks (a file,
 * an import job and file, a chat, an application draft, fine-tuning versions, a support ticket), so every kind of id exists.
 */
async function organizationIds(
  pool: pg.Pool,
  organizationId: number,
  userId: number,
): Promise<OrganizationIds> {
  const org = await one<{ name: string; fiscal_year_start: string | null }>(
    pool,
    `select name, to_char(fiscal_year_start, 'YYYY-MM-DD') as fiscal_year_start from organizations where id = $1`,
    [organizationId],
  );
  const chain = await one<{
    report_id: number;
    application_id: number;
    grant_id: number;
    funder_id: number;
    program_id: number;
  }>(
    pool,
    `select r.id as report_id, a.id as application_id, g.id as grant_id, g.funder_id, g.program_id
       from reports r
       join applications a on a.id = r.application_id
       join grants g on g.id = a.grant_id
      where r.organization_id = $1 and g.program_id is not null
      order by r.id limit 1`,
    [organizationId],
  );
  const funder = await one<{ name: string }>(pool, 'select name from funders where id = $1', [
    chain.funder_id,
  ]);
  const program = await one<{ name: string }>(pool, 'select name from programs where id = $1', [
    chain.program_id,
  ]);
  const location = await one<{ id: number }>(
    pool,
    'select id from funder_locations where funder_id = $1 order by id limit 1',
    [chain.funder_id],
  );
  const folder = await one<{ id: number; path: string }>(
    pool,
    'select id, path from folders where funder_id = $1 order by id limit 1',
    [chain.funder_id],
  );
  const user = await one<{ email: string }>(pool, 'select email from users where id = $1', [userId]);
  const tag = randomUUID().slice(0, 8);
  const file = await one<{ id: number }>(
    pool,
    `insert into files (organization_id, funder_id, folder_path, name, storage_key, size_bytes, mime_type)
     values ($1, $2, $3, $4, $5, 12, 'application/pdf') returning id`,
    [organizationId, chain.funder_id, folder.path, `isolation-${tag}.pdf`, `isolation/${tag}`],
  );
  const job = await one<{ id: number }>(
    pool,
    `insert into import_jobs (organization_id, user_id, provider, funder_id, folder_path, doc_name, status, total_files)
     values ($1, $2, 'google_drive', $3, $4, 'Isolation import', 'COMPLETED', 1) returning id`,
    [organizationId, userId, chain.funder_id, folder.path],
  );
  const spreadsheetImport = await one<{ id: number }>(
    pool,
    `insert into spreadsheet_imports (organization_id, user_id, kind, funder_match, language, file_name, file_hash,
       headers, mapping, status, total_rows, processed_rows)
     values ($1, $2, 'FUNDERS', 'MERGE', 'en', 'isolation.csv', 'isolation', '["Name"]', '["name"]', 'COMPLETED', 0, 0)
     returning id`,
    [organizationId, userId],
  );
  const importFile = await one<{ id: number }>(
    pool,
    `insert into import_files (organization_id, job_id, provider, provider_file_id, revision, file_name, folder_path, status, file_id)
     values ($1, $2, 'google_drive', $3, '1', 'isolation.pdf', $4, 'COMPLETED', $5) returning id`,
    [organizationId, job.id, `drive-${tag}`, folder.path, file.id],
  );
  const chat = await one<{ id: number }>(
    pool,
    `insert into chats (organization_id, user_id, title, next_identity_no) values ($1, $2, $3, 3) returning id`,
    [organizationId, userId, `Isolation chat of ${org.name}`],
  );
  await pool.query(
    `insert into chat_entries (organization_id, chat_id, identity, role, content)
     values ($1, $2, 1, 'user', $3), ($1, $2, 2, 'assistant', $4)`,
    [organizationId, chat.id, `Which funders does ${org.name} have?`, `Private answer for ${org.name}`],
  );
  await pool.query(
    `insert into application_drafts (organization_id, application_id, section, body, generated_by)
     values ($1, $2, 'NEED_STATEMENT', $3, 'outline')`,
    [organizationId, chain.application_id, `Private draft of ${org.name}`],
  );
  await pool.query("update funders set ein = '123456789' where id = $1", [chain.funder_id]);
  await pool.query(
    `insert into funder_filings (organization_id, funder_id, year, form_type, revenue, assets, grants_paid, source_url, fetched_at)
     values ($1, $2, 2022, '990PF', 1500000, 20000000, 900000, $3, now())`,
    [organizationId, chain.funder_id, `https://example.org/isolation-${tag}.pdf`],
  );
  const documentVersion = await one<{ id: number }>(
    pool,
    `insert into document_fine_tuning_versions (organization_id, user_id, version, about_you_details, remarks, authored_by_user_id)
     values ($1, $2, $3, $4, 'active', $2) returning id`,
    [organizationId, userId, `isolation-doc-${tag}`, `About ${org.name}`],
  );
  const databaseVersion = await one<{ id: number }>(
    pool,
    `insert into database_fine_tuning_versions (organization_id, version, security_constraints, remarks, authored_by_user_id)
     values ($1, $2, $3, 'disabled', $4) returning id`,
    [organizationId, `isolation-db-${tag}`, `Constraints of ${org.name}`, userId],
  );
  const ticket = await one<{ id: number }>(
    pool,
    `insert into support_tickets (organization_id, user_id, name, organization_name, email, message)
     values ($1, $2, 'Isolation', $3, $4, 'Isolation ticket') returning id`,
    [organizationId, userId, org.name, user.email],
  );
  const accessToken = await one<{ id: string }>(
    pool,
    `insert into personal_access_tokens (user_id, name, token_hash) values ($1, $2, $3) returning id`,
    [userId, `Isolation token ${tag}`, `isolation-token-hash-${tag}`],
  );
  // A shared opportunity that this organisation tracks (with its application) and dismissed: its rows in
  // opportunity_tracks and opportunity_dismissals are in the fingerprint.
  const opportunity = await one<{ id: number }>(
    pool,
    `insert into opportunities (grants_gov_id, number, title, agency_code, agency_name, status, close_date, link, hit_fingerprint)
     values ($1, $2, 'Fictional isolation opportunity', 'EX', 'Example Agency', 'posted', '2027-06-30',
       'https://www.grants.gov/search-results-detail/1', 'isolation') returning id`,
    [900_000 + organizationId, `EX-ISOLATION-${tag}`],
  );
  await pool.query(
    'insert into opportunity_tracks (organization_id, opportunity_id, application_id) values ($1, $2, $3)',
    [organizationId, opportunity.id, chain.application_id],
  );
  await pool.query('insert into opportunity_dismissals (organization_id, opportunity_id) values ($1, $2)', [
    organizationId,
    opportunity.id,
  ]);
  const savedSearch = await one<{ id: number }>(
    pool,
    `insert into saved_opportunity_searches (organization_id, user_id, name, search, filters)
     values ($1, $2, $3, 'youth literacy', '{"status":"posted"}') returning id`,
    [organizationId, userId, `Isolation saved search of ${org.name}`],
  );
  // A comment on the application by the organisation's user, mentioning them, with its history entry.
  const comment = await one<{ id: number }>(
    pool,
    `insert into comments (organization_id, subject_type, subject_id, author_id, text)
     values ($1, 'APPLICATION', $2, $3, $4) returning id`,
    [organizationId, chain.application_id, userId, `Private comment of ${org.name}`],
  );
  await pool.query(
    `insert into history_entries (organization_id, subject_type, subject_id, funder_id, user_id, action, comment_id)
     values ($1, 'APPLICATION', $2, $3, $4, 'COMMENTED', $5)`,
    [organizationId, chain.application_id, chain.funder_id, userId, comment.id],
  );
  // A task of the organisation's user on its application: the task cases name it.
  const task = await one<{ id: number }>(
    pool,
    `insert into tasks (organization_id, title, assignee_id, due_date, application_id) values ($1, $2, $3, '2027-01-15', $4) returning id`,
    [organizationId, `Private task of ${org.name}`, userId, chain.application_id],
  );
  return {
    id: organizationId,
    name: org.name,
    fiscalYearStart: org.fiscal_year_start,
    funderId: chain.funder_id,
    funderName: funder.name,
    funderLocationId: location.id,
    programId: chain.program_id,
    programName: program.name,
    grantId: chain.grant_id,
    applicationId: chain.application_id,
    reportId: chain.report_id,
    folderId: folder.id,
    folderPath: folder.path,
    fileId: file.id,
    importJobId: job.id,
    importFileId: importFile.id,
    spreadsheetImportId: spreadsheetImport.id,
    chatId: chat.id,
    documentFineTuningId: documentVersion.id,
    databaseFineTuningId: databaseVersion.id,
    supportTicketId: ticket.id,
    personalAccessTokenId: accessToken.id,
    opportunityId: opportunity.id,
    savedSearchId: savedSearch.id,
    commentId: comment.id,
    taskId: task.id,
    userId,
    userEmail: user.email,
  };
}

/**
 * A fresh database with the demo data: A = Riverbend (the main demo organisation), B = Harbor
 * Lights. Every caller of the matrix belongs to B, except the unauthorized user, who belongs to A.
 */
export async function createFixture(): Promise<FixtureHandle> {
  const database = await createTestDatabase();
  const admin = createAdminPool(database.url, 2);
  try {
    const seeded = await seedDemoData(database.db);
    if (!seeded.organizationIds) throw new Error('demo data was not created');
    const { main, harbor } = seeded.organizationIds;
    const idOf = async (email: string) =>
      (await one<{ id: number }>(admin, 'select id from users where email = $1', [email])).id;

    const users: FixtureUsers = {
      userOfA: await idOf('staff@example.org'),
      unauthorizedOfA: await idOf('expired@example.org'),
      managerOfA: await idOf('manager@example.org'),
      userOfB: await insertUser(admin, harbor, 'USER', 'user-b'),
      managerNotLinked: await insertUser(admin, harbor, 'MANAGER', 'manager-not-linked'),
      managerLinkRemoved: await insertUser(admin, harbor, 'MANAGER', 'manager-link-removed'),
      admin: await insertUser(admin, harbor, 'ADMIN', 'admin'),
    };
    await admin.query('insert into manager_links (user_id, organization_id) values ($1, $2)', [
      users.managerLinkRemoved,
      main,
    ]);

    const fx: Fixture = {
      orgA: await organizationIds(admin, main, users.userOfA),
      orgB: await organizationIds(admin, harbor, users.userOfB),
      users,
    };

    const token = async (userId: number) => {
      const session = await withIdentity(database.db, (tx) => createSession(tx, userId));
      return issueToken({
        userId,
        sessionId: session.id,
        expiresAt: session.expiresAt,
        secret: FIXTURE_SECRET,
      });
    };

    return {
      fx,
      database,
      admin,
      secret: FIXTURE_SECRET,
      token,
      fingerprint: () => takeFingerprint(admin, main),
      close: async () => {
        await admin.end();
        await database.close();
      },
    };
  } catch (error) {
    await admin.end();
    await database.close();
    throw error;
  }
}

/** Removes the manager's link to A: their existing tokens must stop giving access at once. */
export async function removeManagerLink(handle: FixtureHandle): Promise<void> {
  await handle.admin.query('delete from manager_links where user_id = $1 and organization_id = $2', [
    handle.fx.users.managerLinkRemoved,
    handle.fx.orgA.id,
  ]);
}
