import type { AuthOrganization } from '@grantflow/auth/user';
import type { AwardsByYearRecord } from '@grantflow/db/repositories/dashboard';
import { fiscalYearOf } from '@grantflow/domain/fiscal-year/fiscal-year-of';
import type { FunderType } from '@grantflow/domain/shared/enums';
import { type DashboardReader, readDashboard } from '@grantflow/use-cases/dashboard/read-dashboard';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { paramsOf, spanOf } from './dashboard-inputs.ts';
import {
  AwardsByYearRef,
  CHART_FUNDER_TYPES,
  type ChartFunderType,
  CurrentYearGoalRef,
  FunderTypesCountRef,
  LargestFundersRef,
  YearlyGoalRef,
} from './dashboard-types.ts';
import { OrganizationRef } from './organization.ts';
import { derivationToday, tenantOf } from './scope.ts';

// The dashboard fields of Organization (spec §2 Dashboard, §3 Organization); every aggregate is SQL in
// packages/db (repositories/dashboard).
//
// One tenant transaction per request: the fields of one Organization object do not open a
// transaction each. The first field to resolve creates a batch for that object; graphql-js calls the
// sibling resolvers in the same synchronous pass, so by the next turn of the event loop (setImmediate)
// every selected field has registered what it needs. The batch then checks access ONCE (tenantOf:
// requireUser + the effective organisation, as each field did before) and runs the registered reads in
// one tenant read (readDashboard: one connection, no transaction), one after the other. Shared reads run once:
// activityBounds (firstFiscalYear + oldestAward) and awardsByYear (the chart years and currentYearGoal's
// year in one statement). Nothing outlives the request: the batch hangs off the request's own object.

type Read<T> = (reader: DashboardReader) => Promise<T>;

interface Job {
  run: Read<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  promise: Promise<unknown>;
}

interface DashboardBatch {
  jobs: Map<string, Job>;
  /** Fiscal years whose awardsByYear row some field asked for: one statement for all of them. */
  awardYears: Set<number>;
}

const batches = new WeakMap<AuthOrganization, DashboardBatch>();

function batchOf(ctx: Context, organization: AuthOrganization): DashboardBatch {
  const existing = batches.get(organization);
  if (existing) return existing;
  const batch: DashboardBatch = { jobs: new Map(), awardYears: new Set() };
  batches.set(organization, batch);
  setImmediate(() => {
    // Fields resolved later (another selection of the same object in a later tick) start a new batch.
    batches.delete(organization);
    const jobs = [...batch.jobs.values()];
    tenantOf(ctx, organization.id)
      .then((tenant) =>
        readDashboard(tenant, async (reader) => {
          for (const job of jobs) {
            try {
              job.resolve(await job.run(reader));
            } catch (error) {
              job.reject(error);
              throw error;
            }
          }
        }),
      )
      .catch((error: unknown) => {
        for (const job of jobs) job.reject(error);
      });
  });
  return batch;
}

/** The read named `key` of this request's dashboard batch (registered once, shared by the fields asking). */
function read<T>(ctx: Context, organization: AuthOrganization, key: string, run: Read<T>): Promise<T> {
  const batch = batchOf(ctx, organization);
  let job = batch.jobs.get(key);
  if (!job) {
    let resolve!: (value: unknown) => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<unknown>((ok, fail) => {
      resolve = ok;
      reject = fail;
    });
    // A rejection reaches the fields through `promise`; never unhandled when a field is gone.
    promise.catch(() => {});
    job = { run, resolve, reject, promise };
    batch.jobs.set(key, job);
  }
  return job.promise as Promise<T>;
}

/** awardsByYear rows of `years`, from the one statement the batch runs for every year asked for. */
async function awardYears(
  ctx: Context,
  organization: AuthOrganization,
  years: readonly number[],
): Promise<AwardsByYearRecord[]> {
  const batch = batchOf(ctx, organization);
  for (const year of years) batch.awardYears.add(year);
  const all = await read(ctx, organization, 'awardsByYear', (reader) =>
    reader.awardsByYear(
      [...batch.awardYears].sort((a, b) => a - b).map((year) => spanOf(organization, year)),
      derivationToday(),
    ),
  );
  const byYear = new Map(all.map((row) => [row.year, row]));
  return years.flatMap((year) => byYear.get(year) ?? []);
}

const boundsOf = (ctx: Context, organization: AuthOrganization) =>
  read(ctx, organization, 'activityBounds', async (reader) => {
    const bounds = await reader.activityBounds();
    // Rows stored before the wire date range was enforced: left out of the bounds, and said once.
    if (bounds.ignoredOutOfRange) {
      ctx.log.warn(
        { organizationId: organization.id },
        'dashboard ignored applications with out-of-range dates',
      );
    }
    return bounds;
  });

builder.objectFields(OrganizationRef, (t) => ({
  awardsByYear: t.field({
    type: [AwardsByYearRef],
    nullable: false,
    description:
      'For the chartFys of getOrganization (default: the current FY and the two before), oldest first.',
    resolve: (organization, _args, ctx) => awardYears(ctx, organization, paramsOf(organization).chartFys),
  }),
  funderTypesCount: t.field({
    type: FunderTypesCountRef,
    nullable: false,
    description: 'For the currentFy of getOrganization.',
    resolve: (organization, _args, ctx) =>
      read(ctx, organization, 'funderTypesCount', async (reader) => {
        const byType = await reader.awardedByFunderType(
          spanOf(organization, paramsOf(organization).currentFy),
        );
        return Object.fromEntries(
          CHART_FUNDER_TYPES.map((key) => [
            key,
            (byType.get(key.toUpperCase() as FunderType)?.cents ?? 0) / 100,
          ]),
        ) as Record<ChartFunderType, number>;
      }),
  }),
  yearlyGoal: t.field({
    type: [YearlyGoalRef],
    nullable: false,
    description: 'For the chartFys, oldest first; 0 for a year without goals.',
    resolve: (organization, _args, ctx) =>
      read(ctx, organization, 'yearlyGoal', async (reader) => {
        const years = paramsOf(organization).chartFys;
        const goals = await reader.yearlyGoals(years);
        return years.map((year) => ({ year, goalCents: goals.get(year) ?? 0 }));
      }),
  }),
  firstFiscalYear: t.int({
    nullable: false,
    description: 'The fiscal year of the first submission or award; the current one when there is none.',
    resolve: (organization, _args, ctx) =>
      boundsOf(ctx, organization).then(({ firstActivity }) =>
        fiscalYearOf(firstActivity ?? derivationToday(), organization.fiscalYearStart),
      ),
  }),
  oldestAward: t.string({
    nullable: true,
    description: 'The earliest award date (yyyy-MM-dd), or null.',
    resolve: (organization, _args, ctx) => boundsOf(ctx, organization).then((bounds) => bounds.oldestAward),
  }),
  currentYearGoal: t.field({
    type: CurrentYearGoalRef,
    nullable: false,
    description: 'Goal vs awarded in the currentFy: overall (all awards) and per program.',
    resolve: async (organization, _args, ctx) => {
      const { currentFy } = paramsOf(organization);
      const [programs, [year]] = await Promise.all([
        read(ctx, organization, 'programGoals', (reader) =>
          reader.programGoals(spanOf(organization, currentFy)),
        ),
        awardYears(ctx, organization, [currentFy]),
      ]);
      const goalCents = programs.reduce((sum, program) => sum + (program.yearlyGoalCents ?? 0), 0);
      return { overall: { achievedCents: year?.awardedCents ?? 0, goalCents }, programs };
    },
  }),
  largestFunders: t.field({
    type: LargestFundersRef,
    nullable: false,
    description: 'Awards in the currentFy, any funder type.',
    resolve: (organization, _args, ctx) =>
      read(ctx, organization, 'largestFunders', (reader) => {
        const { start, end } = spanOf(organization, paramsOf(organization).currentFy);
        return reader.largestFunders({ range: { start, end } });
      }),
  }),
}));
