import pg from 'pg';
import { BENCH_OPPORTUNITY_FIRST_ID, generateOpportunityCorpus } from './opportunity-corpus.ts';

// The opportunity-search data set: `count` generated opportunities in the shared copy (next to the demo
// data, whose admin searches), loaded once per database (a marker row in the `bench` schema, as the other
// sets'), a few dismissed by the measured organisation, then vacuumed and analysed. A superuser connection
// writes them, as the other sets are loaded: the copy's write policy is for the sync job.

export interface OpportunityDataset {
  organizationId: number;
  opportunities: number;
  loadSeconds: number | null;
}

const MARKER = `create schema if not exists bench;
  create table if not exists bench.opportunity_dataset (id int primary key default 1 check (id = 1),
    parameters jsonb not null, loaded_at timestamptz not null default now())`;

const BATCH = 5_000;
/** Dismissed by the measured organisation: every 500th, so the search's "not dismissed" test has rows to skip. */
const DISMISS_EVERY = 500;

export async function ensureOpportunityDataset(
  url: string,
  options: { count: number; seed: number; email: string },
  reload: boolean,
  log: (line: string) => void,
): Promise<OpportunityDataset> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(MARKER);
    const { rows: users } = await client.query<{ organization_id: number }>(
      'select organization_id from users where email = $1',
      [options.email],
    );
    const organizationId = users[0]?.organization_id;
    if (!organizationId) throw new Error(`${options.email} is missing: load the demo data first`);
    const parameters = { count: options.count, seed: options.seed };
    const { rows: markers } = await client.query<{ parameters: typeof parameters }>(
      'select parameters from bench.opportunity_dataset',
    );
    const marker = markers[0]?.parameters;
    if (marker?.count === parameters.count && marker.seed === parameters.seed && !reload) {
      log(`Opportunities already loaded (${JSON.stringify(parameters)}).`);
      return { organizationId, opportunities: options.count, loadSeconds: null };
    }
    const started = Date.now();
    log(`Loading ${options.count} generated opportunities…`);
    await client.query('delete from opportunities where grants_gov_id >= $1', [BENCH_OPPORTUNITY_FIRST_ID]);
    const from = new Date().toISOString().slice(0, 10);
    const rows = generateOpportunityCorpus(options.count, options.seed, from);
    for (let start = 0; start < rows.length; start += BATCH) {
      await client.query(
        `insert into opportunities (grants_gov_id, number, title, agency_code, agency_name, status, open_date,
           close_date, award_ceiling_cents, award_floor_cents, eligibility_codes, alns, synopsis, link, revision,
           hit_fingerprint)
         select r."grantsGovId", r.number, r.title, r."agencyCode", r."agencyName", r.status, r."openDate",
           r."closeDate", r."awardCeilingCents", r."awardFloorCents", '{12,25}', '{99.001}', r.synopsis,
           'https://www.grants.gov/search-results-detail/' || r."grantsGovId", 1, 'bench'
         from jsonb_to_recordset($1::jsonb) as r("grantsGovId" int, number text, title text, "agencyCode" text,
           "agencyName" text, status text, "openDate" date, "closeDate" date, "awardCeilingCents" bigint,
           "awardFloorCents" bigint, synopsis text)`,
        [JSON.stringify(rows.slice(start, start + BATCH))],
      );
      if ((start / BATCH) % 4 === 3) log(`  ${start + BATCH} opportunities`);
    }
    await client.query(
      `insert into opportunity_dismissals (organization_id, opportunity_id)
       select $1, id from opportunities where grants_gov_id >= $2 and (grants_gov_id - $2) % $3 = 0
       on conflict do nothing`,
      [organizationId, BENCH_OPPORTUNITY_FIRST_ID, DISMISS_EVERY],
    );
    await client.query(
      'insert into bench.opportunity_dataset (parameters) values ($1) on conflict (id) do update set parameters = excluded.parameters, loaded_at = now()',
      [JSON.stringify(parameters)],
    );
    // Rewritten, not only vacuumed: a reload's deleted rows would otherwise stay in the file and every
    // sequential scan would read them.
    log('Vacuuming (full) and analysing…');
    await client.query('vacuum (full, analyze) opportunities, opportunity_dismissals, opportunity_tracks');
    const loadSeconds = (Date.now() - started) / 1000;
    log(`Loaded in ${loadSeconds.toFixed(0)} s.`);
    return { organizationId, opportunities: options.count, loadSeconds };
  } finally {
    await client.end();
  }
}
