import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { RECURRENCE_COUNT } from '@grantflow/domain/constants/limits';
import type { WireDate } from '@grantflow/domain/dates/calendar-date';
import { recurrenceCountFor, recurringDeadlines } from '@grantflow/domain/grant/recurring-deadlines';
import type { FunderType } from '@grantflow/domain/shared/enums';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { type PlannedApplication, planApplication } from '../rows/build-organization.ts';
import { MAIN_FUNDERS } from '../rows/catalog.ts';
import { addDays, fiscalYearOf, toIsoDate } from '../rows/dates.ts';
import { createRandom, type Random } from '../rows/random.ts';
import { copyLine } from './copy-text.ts';

export interface SyntheticOptions {
  url: string;
  orgs: number;
  applicationsPerOrg: number;
  fundersPerOrg: number;
  programsPerOrg: number;
  seed: number;
  /** Organisations per transaction. */
  orgsPerBatch?: number;
  today?: string;
  onProgress?: (done: { orgs: number; applications: number }) => void;
}

export interface SyntheticResult {
  organizations: number;
  funders: number;
  grants: number;
  applications: number;
  reports: number;
  milliseconds: number;
}

const APPLICATION_COLUMNS = [
  'organization_id',
  'grant_id',
  'status',
  'deadline',
  'deadline_type',
  'declined',
  'declined_date',
  'declined_reason',
  'is_submitted_as_ineligible',
  'ineligible_reason',
  'not_apply',
  'fiscal_date',
  'submission_date',
  'amount_requested_cents',
  'amount_awarded_cents',
  'receivement_date',
  'is_precision_by_year',
] as const;

function applicationLine(organizationId: number, grantId: number, a: PlannedApplication): string {
  return copyLine([
    organizationId,
    grantId,
    a.status,
    a.deadline,
    a.deadlineType,
    a.declined,
    a.declinedDate,
    a.declinedReason,
    a.isSubmittedAsIneligible,
    a.ineligibleReason,
    a.notApply,
    a.fiscalDate,
    a.submissionDate,
    a.amountRequestedCents,
    a.amountAwardedCents,
    a.receivementDate,
    a.isPrecisionByYear,
  ]);
}

/** Multi-row INSERT … RETURNING id, in slices that stay under PostgreSQL's 65,535 parameters. */
async function insertReturningIds(
  client: pg.ClientBase,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
): Promise<number[]> {
  const ids: number[] = [];
  const perStatement = Math.floor(60_000 / columns.length);
  for (let start = 0; start < rows.length; start += perStatement) {
    const slice = rows.slice(start, start + perStatement);
    const values: unknown[] = [];
    const tuples = slice.map((row) => {
      const placeholders = row.map((value) => {
        values.push(value);
        return `$${values.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    const { rows: inserted } = await client.query<{ id: number }>(
      `insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')} returning id`,
      values,
    );
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

interface SyntheticGrant {
  organizationId: number;
  id: number;
  type: FunderType;
  /** Applications it gets: 1, or its recurrence count. */
  count: number;
}

async function loadBatch(
  client: pg.ClientBase,
  rng: Random,
  options: SyntheticOptions,
  firstOrg: number,
  orgCount: number,
  today: string,
): Promise<{ funders: number; grants: number; applications: number; reports: number }> {
  const currentFy = fiscalYearOf(today, 7, 1);
  const orgIds = await insertReturningIds(
    client,
    'organizations',
    ['name', 'fiscal_year_start'],
    Array.from({ length: orgCount }, (_, i) => [
      `Synthetic ${options.seed}-${firstOrg + i + 1}`,
      '2015-07-01',
    ]),
  );

  const programRows = orgIds.flatMap((organizationId) =>
    Array.from({ length: options.programsPerOrg }, (_, i) => [organizationId, `Program ${i + 1}`]),
  );
  const programIds = await insertReturningIds(client, 'programs', ['organization_id', 'name'], programRows);
  const goalRows = programIds.flatMap((programId, i) =>
    [currentFy - 2, currentFy - 1, currentFy].map((fy) => [
      programRows[i]?.[0],
      programId,
      fy,
      rng.int(8, 40) * 1_000_000,
    ]),
  );
  await insertReturningIds(
    client,
    'program_yearly_goals',
    ['organization_id', 'program_id', 'fiscal_year', 'goal_cents'],
    goalRows,
  );

  const funderSeeds = orgIds.flatMap((organizationId) =>
    Array.from({ length: options.fundersPerOrg }, (_, i) => {
      const seed = MAIN_FUNDERS[i % MAIN_FUNDERS.length] ?? { name: 'Funder', type: 'OTHER' as const };
      return {
        organizationId,
        name: `${seed.name} ${Math.floor(i / MAIN_FUNDERS.length) + 1}`,
        type: seed.type,
      };
    }),
  );
  const funderIds = await insertReturningIds(
    client,
    'funders',
    ['organization_id', 'name', 'type', 'complexity_score', 'is_paused'],
    funderSeeds.map((f) => [f.organizationId, f.name, f.type, rng.int(0, 10), rng.chance(0.05)]),
  );

  const programsByOrg = new Map<number, number[]>();
  programIds.forEach((id, i) => {
    const org = programRows[i]?.[0] as number;
    programsByOrg.set(org, [...(programsByOrg.get(org) ?? []), id]);
  });
  // Per organisation, grants take its funders in turn until its applications are placed; each grant gets
  // exactly as many applications as its frequency means.
  const fundersByOrg = new Map<number, { id: number; type: FunderType }[]>();
  funderIds.forEach((id, i) => {
    const funder = funderSeeds[i] as (typeof funderSeeds)[number];
    fundersByOrg.set(funder.organizationId, [
      ...(fundersByOrg.get(funder.organizationId) ?? []),
      { id, type: funder.type },
    ]);
  });
  const grantSeeds = orgIds.flatMap((organizationId) => {
    const fundersOfOrg = fundersByOrg.get(organizationId) ?? [];
    const programsOfOrg = programsByOrg.get(organizationId) ?? [];
    const seeds = [];
    let remaining = options.applicationsPerOrg;
    for (let i = 0; remaining > 0 && fundersOfOrg.length > 0; i += 1) {
      const funder = fundersOfOrg[i % fundersOfOrg.length] as { id: number; type: FunderType };
      const recurring = remaining >= RECURRENCE_COUNT.min && rng.chance(0.4);
      const recurrenceCount = recurring ? Math.min(rng.int(2, 5), remaining) : null;
      const count = recurrenceCountFor(recurring ? 'RECURRING' : 'ONE_TIME', recurrenceCount);
      remaining -= count;
      seeds.push({
        organizationId,
        type: funder.type,
        count,
        row: [
          organizationId,
          funder.id,
          programsOfOrg.length ? rng.pick(programsOfOrg) : null,
          recurring ? 'RECURRING' : 'ONE_TIME',
          recurrenceCount,
        ],
      });
    }
    return seeds;
  });
  const grantIds = await insertReturningIds(
    client,
    'grants',
    ['organization_id', 'funder_id', 'program_id', 'frequency', 'recurrence_count'],
    grantSeeds.map((g) => g.row),
  );
  const grantsByOrg = new Map<number, SyntheticGrant[]>();
  grantIds.forEach((id, i) => {
    const seed = grantSeeds[i] as (typeof grantSeeds)[number];
    const list = grantsByOrg.get(seed.organizationId) ?? [];
    list.push({ organizationId: seed.organizationId, id, type: seed.type, count: seed.count });
    grantsByOrg.set(seed.organizationId, list);
  });

  // Deadlines from three fiscal years back to 90 days ahead.
  const span = 3 * 365 + 90;
  let count = 0;
  function* lines(): Generator<string> {
    let buffer = '';
    for (const organizationId of orgIds) {
      for (const grant of grantsByOrg.get(organizationId) ?? []) {
        // One year apart from the first, as createGrant makes a recurring grant's cycles.
        const first = addDays(today, 90 - rng.int(0, span)) as WireDate;
        for (const deadline of recurringDeadlines(first, grant.count)) {
          buffer += applicationLine(
            organizationId,
            grant.id,
            planApplication(rng, grant.type, deadline, today),
          );
          count += 1;
          if (count % 2000 === 0) {
            yield buffer;
            buffer = '';
          }
        }
      }
    }
    if (buffer) yield buffer;
  }
  await pipeline(
    Readable.from(lines()),
    client.query(copyFrom(`copy applications (${APPLICATION_COLUMNS.join(', ')}) from stdin`)),
  );
  const applications = count;

  // Reports follow awards; computed in SQL because COPY does not hand back the new ids.
  const reports = await client.query(
    `insert into reports (organization_id, application_id, deadline, urgency, submitted, submission_date, description)
     select organization_id, id, receivement_date + 180, 'REQUIRED', receivement_date + 180 < $2::date,
            case when receivement_date + 180 < $2::date then receivement_date + 175 end, 'Final outcomes report'
     from applications where organization_id = any($1::int[]) and status = 'AWARDED'`,
    [orgIds, today],
  );
  return { funders: funderIds.length, grants: grantIds.length, applications, reports: reports.rowCount ?? 0 };
}

/**
 * Bulk-loads synthetic organisations for load and query-plan testing. Needs a superuser (or
 * BYPASSRLS) URL: COPY is refused on tables whose RLS applies to the caller.
 */
const ANALYZE_LOADED = 'analyze organizations, funders, grants, applications, reports, programs';

export async function generateSynthetic(options: SyntheticOptions): Promise<SyntheticResult> {
  const started = Date.now();
  const today = options.today ?? toIsoDate(new Date());
  const rng = createRandom(options.seed);
  const perBatch =
    options.orgsPerBatch ??
    Math.max(1, Math.min(100, Math.floor(200_000 / Math.max(1, options.applicationsPerOrg))));
  const client = new pg.Client({ connectionString: options.url });
  await client.connect();
  const totals = { organizations: 0, funders: 0, grants: 0, applications: 0, reports: 0 };
  try {
    for (let first = 0; first < options.orgs; first += perBatch) {
      const count = Math.min(perBatch, options.orgs - first);
      await client.query('begin');
      try {
        const batch = await loadBatch(client, rng, options, first, count, today);
        await client.query('commit');
        totals.organizations += count;
        totals.funders += batch.funders;
        totals.grants += batch.grants;
        totals.applications += batch.applications;
        totals.reports += batch.reports;
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
      options.onProgress?.({ orgs: totals.organizations, applications: totals.applications });
      // Statistics after the first batch and then every 20: without them the foreign-key checks keep the plans
      // they were given over near-empty tables, and each batch gets slower (a 20,000-organisation load slowed
      // from ~800 to ~100 organisations a minute until an ANALYZE).
      const batchIndex = first / perBatch;
      if (batchIndex % 20 === 0) await client.query(ANALYZE_LOADED);
    }
    // VACUUM too: bulk-loaded pages are not all-visible yet, so index-only scans would still visit the heap.
    await client.query('vacuum analyze organizations, funders, grants, applications, reports, programs');
  } finally {
    await client.end();
  }
  return { ...totals, milliseconds: Date.now() - started };
}
