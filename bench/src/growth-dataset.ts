import { generateSynthetic } from '@grantflow/demo/synthetic/generate';
import pg from 'pg';
import { ensureBenchUsers } from './dataset.ts';

// The growth data set: one organisation per measured size (500, 20,000, 200,000 applications) among `orgs`
// organisations, the others small. Loaded once per database (a marker row in the `bench` schema, as the
// main set's), then vacuumed and analysed.

export interface GrowthDatasetOptions {
  orgs: number;
  sizes: number[];
  othersPerOrg: number;
  fundersPerOrg: number;
  programsPerOrg: number;
  seed: number;
}

export interface GrowthDataset {
  /** The measured organisations, by size, in the order of `sizes`. */
  organizations: { size: number; id: number }[];
  adminOrganizationId: number;
  applications: number;
  loadSeconds: number | null;
}

const MARKER = `create schema if not exists bench;
  create table if not exists bench.growth_dataset (id int primary key default 1 check (id = 1),
    parameters jsonb not null, organizations jsonb not null, loaded_at timestamptz not null default now())`;

export async function ensureGrowthDataset(
  url: string,
  options: GrowthDatasetOptions,
  reload: boolean,
  log: (line: string) => void,
): Promise<GrowthDataset> {
  if (options.orgs < options.sizes.length)
    throw new Error('--orgs must be at least the number of --growth-sizes');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(MARKER);
    const { rows: markers } = await client.query(
      'select parameters, organizations from bench.growth_dataset',
    );
    const marker = markers[0] as
      | { parameters: GrowthDatasetOptions; organizations: GrowthDataset['organizations'] }
      | undefined;
    let organizations: GrowthDataset['organizations'];
    let loadSeconds: number | null = null;
    if (marker && JSON.stringify(marker.parameters) === JSON.stringify(options) && !reload) {
      organizations = marker.organizations;
      log(`Growth data set already loaded (${JSON.stringify(options)}).`);
    } else {
      const { rows } = await client.query('select count(*)::int as n from organizations');
      if ((rows[0]?.n ?? 0) > 0) {
        if (!marker && !reload)
          throw new Error(
            'The database holds data the growth case did not load; use another database or --reload.',
          );
        log('Emptying the database for the growth data set…');
        await client.query(
          'truncate organizations restart identity cascade; delete from bench.growth_dataset',
        );
      }
      const started = Date.now();
      organizations = [];
      const common = { url, fundersPerOrg: options.fundersPerOrg, programsPerOrg: options.programsPerOrg };
      for (const [index, size] of options.sizes.entries()) {
        log(`  the organisation of ${size} applications…`);
        const seed = options.seed + index;
        await generateSynthetic({ ...common, orgs: 1, applicationsPerOrg: size, seed });
        const found = await client.query('select id from organizations where name = $1', [
          `Synthetic ${seed}-1`,
        ]);
        organizations.push({ size, id: found.rows[0].id });
      }
      const others = options.orgs - options.sizes.length;
      if (others > 0) {
        log(`  ${others} other organisations of ${options.othersPerOrg} applications…`);
        await generateSynthetic({
          ...common,
          orgs: others,
          applicationsPerOrg: options.othersPerOrg,
          seed: options.seed + options.sizes.length,
          onProgress: ({ orgs, applications }) =>
            log(`  ${orgs} organisations, ${applications} applications`),
        });
      }
      await client.query('insert into bench.growth_dataset (parameters, organizations) values ($1, $2)', [
        JSON.stringify(options),
        JSON.stringify(organizations),
      ]);
      log('Vacuuming and analysing…');
      await client.query('vacuum (analyze)');
      loadSeconds = (Date.now() - started) / 1000;
      log(`Loaded in ${loadSeconds.toFixed(0)} s.`);
    }
    const measured = organizations.map((o) => o.id);
    const { rows } = await client.query(
      `select (select count(*)::int from applications) as applications,
        (select id from organizations where not (id = any($1)) order by id limit 1) as other`,
      [measured],
    );
    const adminOrganizationId = rows[0].other ?? measured[0];
    // The USER is not used here; the ADMIN acts for each measured organisation by header.
    await ensureBenchUsers(client, adminOrganizationId, measured[0] as number);
    return { organizations, adminOrganizationId, applications: rows[0].applications, loadSeconds };
  } finally {
    await client.end();
  }
}
