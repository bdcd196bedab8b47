import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * The name the first releases gave every installation's login role. Roles are cluster-wide, so two
 * installations on one server shared it and each start re-passworded it for the other; it is kept only
 * for installations that name it explicitly (`SERVICE_DATABASE_ROLE=grantflow_service`).
 */
export const LEGACY_SERVICE_ROLE = 'grantflow_service';

const MAX_IDENTIFIER_BYTES = 63;

/**
 * The services' login role of one installation: `configured` when given, otherwise
 * `grantflow_service_<database>` (lower-case, other characters as `_`), shortened with a hash of the
 * database name when PostgreSQL's 63-byte limit would cut it, so two databases never share a role.
 */
export function serviceRoleName(database: string, configured?: string): string {
  if (configured) return configured;
  const name = `grantflow_service_${database.toLowerCase().replace(/[^a-z0-9_]/g, '_')}`;
  if (name.length <= MAX_IDENTIFIER_BYTES) return name;
  const digest = createHash('sha256').update(database).digest('hex').slice(0, 8);
  return `${name.slice(0, MAX_IDENTIFIER_BYTES - digest.length - 1)}_${digest}`;
}

function databaseOf(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!name) throw new Error('the database URL names no database');
  return name;
}

/** The owner URL with the service role's credentials: what the services' DATABASE_URL names. */
export function serviceLoginUrl(ownerUrl: string, password: string, role?: string): string {
  const url = new URL(ownerUrl);
  url.username = encodeURIComponent(role ?? serviceRoleName(databaseOf(ownerUrl)));
  url.password = encodeURIComponent(password);
  return url.toString();
}

async function createRoleIfMissing(client: pg.Client, role: string): Promise<void> {
  const exists = await client.query('select 1 from pg_roles where rolname = $1', [role]);
  if (exists.rowCount) return;
  try {
    // PostgreSQL's defaults: NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE NOREPLICATION INHERIT.
    await client.query(`CREATE ROLE ${client.escapeIdentifier(role)} LOGIN`);
  } catch (error) {
    // Another migrate run of the same installation created it in between: the statements below align it.
    if ((error as { code?: string }).code !== '42710') throw error;
  }
}

/**
 * Creates (or aligns) the installation's login role and sets its password through the owner URL, after
 * migrations; returns the services' URL. Neither SUPERUSER nor BYPASSRLS (a same-named role that had
 * them loses them), a member of grantflow_app, CREATE on this database for BullMQ's own `bullmq` schema.
 */
export async function prepareServiceLogin(
  ownerUrl: string,
  password: string,
  options: { role?: string } = {},
): Promise<string> {
  const role = options.role ?? serviceRoleName(databaseOf(ownerUrl));
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    await createRoleIfMissing(client, role);
    const id = client.escapeIdentifier(role);
    // Only a role that has them loses them: naming SUPERUSER, BYPASSRLS or REPLICATION at all needs a
    // superuser, which the owner on a managed server is not.
    const risky = await client.query<{ risky: boolean }>(
      `select rolsuper or rolbypassrls or rolcreaterole or rolcreatedb or rolreplication or not rolinherit as risky
         from pg_roles where rolname = $1`,
      [role],
    );
    if (risky.rows[0]?.risky) {
      await client.query(
        `ALTER ROLE ${id} NOSUPERUSER NOBYPASSRLS NOCREATEROLE NOCREATEDB NOREPLICATION INHERIT`,
      );
    }
    // ALTER ROLE takes no bind parameters; the literal is escaped by the driver.
    await client.query(`ALTER ROLE ${id} WITH LOGIN PASSWORD ${client.escapeLiteral(password)}`);
    const member = await client.query<{ member: boolean }>(
      `select pg_has_role($1, 'grantflow_app', 'MEMBER') as member`,
      [role],
    );
    if (!member.rows[0]?.member) await client.query(`GRANT grantflow_app TO ${id}`);
    const database = client.escapeIdentifier(databaseOf(ownerUrl));
    await client.query(`GRANT CONNECT, CREATE ON DATABASE ${database} TO ${id}`);
    const queue = await client.query(`select 1 from pg_namespace where nspname = 'bullmq'`);
    if (queue.rowCount) {
      await client.query(`GRANT USAGE, CREATE ON SCHEMA bullmq TO ${id}`);
      await client.query(`GRANT ALL ON ALL TABLES IN SCHEMA bullmq TO ${id}`);
      await client.query(`GRANT ALL ON ALL SEQUENCES IN SCHEMA bullmq TO ${id}`);
      await client.query(`GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA bullmq TO ${id}`);
    }
  } finally {
    await client.end();
  }
  return serviceLoginUrl(ownerUrl, password, role);
}
