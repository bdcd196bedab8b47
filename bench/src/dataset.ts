import { DEMO_PASSWORD, DEMO_PASSWORD_HASH } from '@grantflow/demo/rows/demo-password';
import { generateSynthetic } from '@grantflow/demo/synthetic/generate';
import pg from 'pg';
import { type DatasetOptions, othersPerOrg } from './options.ts';

// The synthetic platform data set, loaded once per database: a marker row in a `bench` schema
// (outside `public`, so neither RLS nor PostGraphile's schema sees it) records the parameters.

export const BENCH_EMAIL = 'bench-admin@example.org';
/** A USER of the measured organisation: names no organisation (the generated documents' `user` case). */
export const BENCH_USER_EMAIL = 'bench-user@example.org';
// The demo's precomputed argon2id hash: packages/auth (which hashes) is not a bench dependency.
export const BENCH_PASSWORD = DEMO_PASSWORD;

export interface Dataset {
  /** The organisation every query is measured for. */
  largestOrganizationId: number;
  /** Where the bench's ADMIN belongs; it acts for the largest one through X-Organization-Id. */
  adminOrganizationId: number;
  applications: number;
  loaded: boolean;
}

/** Creates the database named by the URL when it does not exist (connecting to `postgres`). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '')}"`);
  } finally {
    await client.end();
  }
}

async function readMarker(
  client: pg.Client,
): Promise<{ parameters: DatasetOptions; largest: number } | null> {
  await client.query(`create schema if not exists bench;
    create table if not exists bench.dataset (id int primary key default 1 check (id = 1),
      parameters jsonb not null, largest_organization_id int not null, loaded_at timestamptz not null default now())`);
  const { rows } = await client.query('select parameters, largest_organization_id from bench.dataset');
  const row = rows[0];
  return row ? { parameters: row.parameters, largest: row.largest_organization_id } : null;
}

function sameParameters(a: DatasetOptions, b: DatasetOptions): boolean {
  return JSON.stringify(a, Object.keys(a).sort()) === JSON.stringify(b, Object.keys(b).sort());
}

/** Loads the data set unless the marker says the same one is there; returns the measured organisation. */
export async function ensureDataset(
  url: string,
  options: DatasetOptions,
  reload: boolean,
  log: (line: string) => void,
): Promise<Dataset> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const marker = await readMarker(client);
    let loaded = false;
    let largestId: number;
    if (marker && sameParameters(marker.parameters, options) && !reload) {
      largestId = marker.largest;
      log(`Data set already loaded (${JSON.stringify(options)}).`);
    } else {
      const { rows } = await client.query('select count(*)::int as n from organizations');
      if ((rows[0]?.n ?? 0) > 0) {
        if (!marker && !reload) {
          throw new Error(
            'The database holds data the bench did not load; use another database or --reload.',
          );
        }
        log('Emptying the database for the new data set…');
        await client.query('truncate organizations restart identity cascade; delete from bench.dataset');
      }
      const started = Date.now();
      const progress = ({ orgs, applications }: { orgs: number; applications: number }) =>
        log(`  ${orgs} organisations, ${applications} applications`);
      await generateSynthetic({
        url,
        orgs: 1,
        applicationsPerOrg: options.largest,
        fundersPerOrg: options.fundersPerOrg,
        programsPerOrg: options.programsPerOrg,
        seed: options.seed,
      });
      if (options.orgs > 1) {
        await generateSynthetic({
          url,
          orgs: options.orgs - 1,
          applicationsPerOrg: othersPerOrg(options),
          fundersPerOrg: options.fundersPerOrg,
          programsPerOrg: options.programsPerOrg,
          seed: options.seed + 1,
          onProgress: progress,
        });
      }
      const largest = await client.query('select id from organizations where name = $1', [
        `Synthetic ${options.seed}-1`,
      ]);
      largestId = largest.rows[0].id;
      await client.query(
        'insert into bench.dataset (parameters, largest_organization_id) values ($1, $2) on conflict (id) do update set parameters = excluded.parameters, largest_organization_id = excluded.largest_organization_id, loaded_at = now()',
        [JSON.stringify(options), largestId],
      );
      // Statistics and visibility maps now, so that no server is measured while autovacuum catches up
      // with a million new rows (index-only scans need the visibility map).
      log('Vacuuming and analysing…');
      await client.query('vacuum (analyze)');
      loaded = true;
      log(`Loaded in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
    }
    const { rows: counts } = await client.query(
      `select (select count(*)::int from applications) as applications,
        (select id from organizations where id <> $1 order by id limit 1) as other`,
      [largestId],
    );
    const adminOrganizationId = counts[0].other ?? largestId;
    await ensureBenchUsers(client, adminOrganizationId, largestId);
    return {
      largestOrganizationId: largestId,
      adminOrganizationId,
      applications: counts[0].applications,
      loaded,
    };
  } finally {
    await client.end();
  }
}

/**
 * The bench's ADMIN of `adminOrganizationId` and USER of the measured organisation (verified, no second factor),
 * created once; a superuser connection bypasses RLS.
 */
export async function ensureBenchUsers(
  client: pg.Client,
  adminOrganizationId: number,
  measuredOrganizationId: number,
): Promise<void> {
  const upsert = `insert into users (email, password_hash, role, organization_id, verified_at)
     values ($1, $2, $3, $4, now())
     on conflict (email) do update set password_hash = excluded.password_hash, role = excluded.role,
       authorized = true, organization_id = excluded.organization_id`;
  await client.query(upsert, [BENCH_EMAIL, DEMO_PASSWORD_HASH, 'ADMIN', adminOrganizationId]);
  await client.query(upsert, [BENCH_USER_EMAIL, DEMO_PASSWORD_HASH, 'USER', measuredOrganizationId]);
}

/** The organisation's applications and funders: the rows of its grants/pipeline and funders exports. */
export async function organizationRows(
  url: string,
  organizationId: number,
): Promise<{ applications: number; funders: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select (select count(*)::int from applications where organization_id = $1) as applications,
        (select count(*)::int from funders where organization_id = $1) as funders`,
      [organizationId],
    );
    return { applications: rows[0].applications, funders: rows[0].funders };
  } finally {
    await client.end();
  }
}
