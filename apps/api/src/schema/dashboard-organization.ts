import type { AuthOrganization } from '@grantflow/auth/user';
import type { AwardsByYearRecord } from '@grantflow/db/repositories/awards-by-year';
import { fiscalYearOf } from '@grantflow/domain/fiscal-year/fiscal-year-of';
import { centsToDollars } from '@grantflow/domain/money/money-units';
import type { FunderType } from '@grantflow/domain/shared/enums';
import { type DashboardReader, readDashboard } from '@grantflow/use-cases/dashboard/read-dashboard';
import DataLoader from 'dataloader';
import { builder } from '../builder.ts';
import type { Context, LoaderFactory } from '../context.ts';
import { requestTenant } from '../operations/tenant.ts';
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
import { derivationToday } from './scope.ts';

// The dashboard fields of Organization (docs/product.md, Screens and routes; Entities); every aggregate is SQL in
// packages/db (repositories/dashboard).
//
// One tenant transaction per Organization object: its selected fields register their reads with the
// request's DataLoader, which runs them together after the synchronous pass in which graphql-js resolves
// sibling fields. The batch checks access ONCE (requestTenant: the signed-in user and the effective organisation, as each
// field did before) and runs the reads in one read-only tenant transaction (readDashboard), one after the other. Shared reads
// run once: activityBounds (firstFiscalYear + oldestAward) and awardsByYear (the chart years and
// currentYearGoal's year in one statement). Keys name the Organization object, not its id: getOrganization's
// params hang off the object (dashboard-inputs.ts).

type Read<T> = (reader: DashboardReader) => Promise<T>;

/** A named read of one Organization object, or one fiscal year of its awardsByYear. */
type DashboardKey =
  | { organization: AuthOrganization; name: string; run: Read<unknown> }
  | { organization: AuthOrganization; awardYear: number };

const objectIds = new WeakMap<AuthOrganization, number>();
let objectCount = 0;
function objectIdOf(organization: AuthOrganization): number {
  let id = objectIds.get(organization);
  if (id === undefined) {
    objectCount += 1;
    id = objectCount;
    objectIds.set(organization, id);
  }
  return id;
}

const cacheKeyOf = (key: DashboardKey) =>
  `${objectIdOf(key.organization)}:${'awardYear' in key ? `awardsByYear ${key.awardYear}` : key.name}`;

async function readAll(ctx: Context, organization: AuthOrganization, keys: DashboardKey[]) {
  const results = new Map<DashboardKey, unknown>();
  try {
    await readDashboard(await requestTenant(ctx, organization.id), async (reader) => {
      const years = [...new Set(keys.flatMap((key) => ('awardYear' in key ? [key.awardYear] : [])))];
      const rows = years.length
        ? await reader.awardsByYear(
            years.sort((a, b) => a - b).map((year) => spanOf(organization, year)),
            derivationToday(),
          )
        : [];
      const byYear = new Map(rows.map((row) => [row.year, row]));
      for (const key of keys) {
        results.set(key, 'awardYear' in key ? (byYear.get(key.awardYear) ?? null) : await key.run(reader));
      }
    });
  } catch (error) {
    for (const key of keys) if (!results.has(key)) results.set(key, error);
  }
  return results;
}

const dashboardReads: LoaderFactory<DashboardKey, unknown, string> = (ctx) =>
  new DataLoader(
    async (keys) => {
      const byOrganization = new Map<AuthOrganization, DashboardKey[]>();
      for (const key of keys) {
        byOrganization.set(key.organization, [...(byOrganization.get(key.organization) ?? []), key]);
      }
      const results = new Map<DashboardKey, unknown>();
      for (const found of await Promise.all(
        [...byOrganization].map(([organization, group]) => readAll(ctx, organization, group)),
      )) {
        for (const [key, value] of found) results.set(key, value);
      }
      return keys.map((key) => results.get(key));
    },
    { cacheKeyFn: cacheKeyOf },
  );

/** The read named `key` of this Organization object (registered once, shared by the fields asking). */
function read<T>(ctx: Context, organization: AuthOrganization, name: string, run: Read<T>): Promise<T> {
  return ctx.loader(dashboardReads).load({ organization, name, run }) as Promise<T>;
}

/** awardsByYear rows of `years`, from the one statement the batch runs for every year asked for. */
async function awardYears(
  ctx: Context,
  organization: AuthOrganization,
  years: readonly number[],
): Promise<AwardsByYearRecord[]> {
  const rows = await ctx
    .loader(dashboardReads)
    .loadMany(years.map((awardYear) => ({ organization, awardYear })));
  return rows.flatMap((row) => {
    if (row instanceof Error) throw row;
    return row ? [row as AwardsByYearRecord] : [];
  });
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
            centsToDollars(byType.get(key.toUpperCase() as FunderType)?.cents ?? 0),
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
