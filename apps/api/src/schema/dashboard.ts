import type { AuthOrganization } from '@grantflow/auth/user';
import {
  activityBounds,
  awardedByFunderType,
  awardsByYear,
  DASHBOARD_KINDS,
  dashboardApplications,
  type FiscalYearSpan,
  programGoals,
  yearlyGoals,
} from '@grantflow/db/repositories/dashboard';
import { type LargestFundersRecord, largestFunders } from '@grantflow/db/repositories/largest-funders';
import { chartFiscalYears } from '@grantflow/domain/fiscal-year/chart-fiscal-years';
import { currentFiscalYear, fiscalYearOf } from '@grantflow/domain/fiscal-year/fiscal-year-of';
import { fiscalYearRange } from '@grantflow/domain/fiscal-year/fiscal-year-range';
import { FUNDER_TYPES, type FunderType } from '@grantflow/domain/shared/enums';
import { DomainError } from '@grantflow/domain/shared/errors';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { OrganizationRef } from './organization.ts';
import { dollars } from './refs.ts';
import { dateArg, derivationToday, inTenant } from './scope.ts';

// Dashboard data (spec §2 Dashboard, §3 Organization, §7 getOrganization / getLargestFunders). Money is
// Float dollars on the wire; every aggregate is one SQL statement in packages/db (repositories/dashboard).

interface DashboardParams {
  currentFy: number;
  chartFys: number[];
}

/**
 * getOrganization's params, kept per returned object so the Organization fields below can read them;
 * an Organization reached another way (currentUser.organization) uses the current FY and the two before.
 */
const dashboardParams = new WeakMap<AuthOrganization, DashboardParams>();

const MAX_CHART_YEARS = 10;

function invalid(field: string): DomainError {
  return new DomainError('VALIDATION', 'This field is invalid.', {
    details: { [field]: 'This field is invalid.' },
  });
}

function checkYear(field: string, year: number): number {
  if (!Number.isInteger(year) || year < 1900 || year > 9998) throw invalid(field);
  return year;
}

function paramsOf(organization: AuthOrganization): DashboardParams {
  const given = dashboardParams.get(organization);
  if (given) return given;
  const currentFy = currentFiscalYear(organization.fiscalYearStart, derivationToday());
  return { currentFy, chartFys: chartFiscalYears(currentFy) };
}

export function spanOf(organization: AuthOrganization, year: number): FiscalYearSpan {
  return { year, ...fiscalYearRange(year, organization.fiscalYearStart) };
}

/** Each Organization field re-checks access: currentUser.organization also answers unauthorized users. */
function forOrganization<T>(
  ctx: Context,
  organization: AuthOrganization,
  fn: Parameters<typeof inTenant<T>>[2],
): Promise<T> {
  return inTenant(ctx, organization.id, fn);
}

// ---- shared small types --------------------------------------------------------------------------

export const FunderSummaryRef = builder.objectRef<{ id: number; name: string }>('FunderSummary').implement({
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
  }),
});

export const ProgramSummaryRef = builder.objectRef<{ id: number; name: string }>('ProgramSummary').implement({
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
  }),
});

// ---- Organization dashboard fields ---------------------------------------------------------------

interface AwardsByYearRow {
  year: number;
  awardedCents: number;
  awardedCount: number;
  pendingCents: number;
  pendingCount: number;
  requestedCents: number;
  requestedCount: number;
  totalCents: number;
}

const AwardsByYearRef = builder.objectRef<AwardsByYearRow>('AwardsByYear').implement({
  description:
    'Per fiscal year. awarded: status AWARDED with the award date in the FY; requested (applications sent): submission date in the FY; pending: sent in the FY and still awaiting an answer, not yet did-not-respond; total: awarded + pending.',
  fields: (t) => ({
    year: t.exposeInt('year', { nullable: false }),
    awarded: t.float({ nullable: false, resolve: (row) => row.awardedCents / 100 }),
    awardedCount: t.exposeInt('awardedCount', { nullable: false }),
    pending: t.float({ nullable: false, resolve: (row) => row.pendingCents / 100 }),
    pendingCount: t.exposeInt('pendingCount', { nullable: false }),
    requested: t.float({ nullable: false, resolve: (row) => row.requestedCents / 100 }),
    requestedCount: t.exposeInt('requestedCount', { nullable: false }),
    total: t.float({ nullable: false, resolve: (row) => row.totalCents / 100 }),
  }),
});

/** The chart's keys: the lower-case funder types, without ORGANIZATION (spec §3). */
const CHART_FUNDER_TYPES = [
  'foundation',
  'corporate',
  'government',
  'government_local',
  'government_state',
  'other',
] as const;
type ChartFunderType = (typeof CHART_FUNDER_TYPES)[number];

const FunderTypesCountRef = builder.objectRef<Record<ChartFunderType, number>>('FunderTypesCount').implement({
  description:
    'Awarded amount (dollars) per funder type in the fiscal year; ORGANIZATION funders are not charted.',
  fields: (t) =>
    Object.fromEntries(
      CHART_FUNDER_TYPES.map((key) => [key, t.float({ nullable: false, resolve: (row) => row[key] })]),
    ) as Record<ChartFunderType, ReturnType<typeof t.float>>,
});

const YearlyGoalRef = builder.objectRef<{ year: number; goalCents: number }>('YearlyGoal').implement({
  description: "The organisation's goal for a fiscal year: the sum of its programs' goals.",
  fields: (t) => ({
    year: t.exposeInt('year', { nullable: false }),
    goal: t.float({ nullable: false, resolve: (row) => row.goalCents / 100 }),
  }),
});

interface OverallGoal {
  achievedCents: number;
  goalCents: number;
}

const OverallGoalRef = builder.objectRef<OverallGoal>('OverallGoal').implement({
  fields: (t) => ({
    achieved: t.float({ nullable: false, resolve: (row) => row.achievedCents / 100 }),
    goal: t.float({ nullable: false, resolve: (row) => row.goalCents / 100 }),
    missing: t.float({
      nullable: false,
      resolve: (row) => Math.max(row.goalCents - row.achievedCents, 0) / 100,
    }),
    achievedRate: t.float({
      nullable: false,
      description: 'Achieved as a percentage of the goal (may exceed 100); 0 without a goal.',
      resolve: (row) => (row.goalCents > 0 ? (row.achievedCents / row.goalCents) * 100 : 0),
    }),
  }),
});

interface ProgramGoalRow {
  id: number;
  name: string;
  yearlyGoalCents: number | null;
  achievedCents: number;
  missingCents: number;
}

const ProgramGoalRef = builder.objectRef<ProgramGoalRow>('ProgramGoal').implement({
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
    yearlyGoal: t.float({ nullable: true, resolve: (row) => dollars(row.yearlyGoalCents) }),
    achievedAmount: t.float({ nullable: false, resolve: (row) => row.achievedCents / 100 }),
    missingAmount: t.float({ nullable: false, resolve: (row) => row.missingCents / 100 }),
  }),
});

const CurrentYearGoalRef = builder
  .objectRef<{ overall: OverallGoal; programs: ProgramGoalRow[] }>('CurrentYearGoal')
  .implement({
    fields: (t) => ({
      overall: t.field({ type: OverallGoalRef, nullable: false, resolve: (row) => row.overall }),
      programs: t.field({ type: [ProgramGoalRef], nullable: false, resolve: (row) => row.programs }),
    }),
  });

type FunderAmountRow = LargestFundersRecord['overall'][number];

const LargestFunderRef = builder.objectRef<FunderAmountRow>('LargestFunder').implement({
  fields: (t) => ({
    funder: t.field({ type: FunderSummaryRef, nullable: false, resolve: (row) => row.funder }),
    totalAwardAmount: t.float({ nullable: false, resolve: (row) => row.amountCents / 100 }),
  }),
});

const ProgramFunderRef = builder.objectRef<FunderAmountRow>('ProgramFunder').implement({
  fields: (t) => ({
    funder: t.field({ type: FunderSummaryRef, nullable: false, resolve: (row) => row.funder }),
    awardedAmount: t.float({ nullable: false, resolve: (row) => row.amountCents / 100 }),
  }),
});

const ProgramLargestFundersRef = builder
  .objectRef<LargestFundersRecord['programs'][number]>('ProgramLargestFunders')
  .implement({
    fields: (t) => ({
      program: t.field({ type: ProgramSummaryRef, nullable: false, resolve: (row) => row.program }),
      funders: t.field({ type: [ProgramFunderRef], nullable: false, resolve: (row) => row.funders }),
    }),
  });

const LargestFundersRef = builder.objectRef<LargestFundersRecord>('LargestFunders').implement({
  description: 'Funders by awarded amount: the overall top 5 and, per program, every funder largest first.',
  fields: (t) => ({
    overall: t.field({ type: [LargestFunderRef], nullable: false, resolve: (row) => row.overall }),
    programs: t.field({ type: [ProgramLargestFundersRef], nullable: false, resolve: (row) => row.programs }),
  }),
});

builder.objectFields(OrganizationRef, (t) => ({
  awardsByYear: t.field({
    type: [AwardsByYearRef],
    nullable: false,
    description:
      'For the chartFys of getOrganization (default: the current FY and the two before), oldest first.',
    resolve: (organization, _args, ctx) =>
      forOrganization(ctx, organization, (tx) =>
        awardsByYear(
          tx,
          organization.id,
          paramsOf(organization).chartFys.map((year) => spanOf(organization, year)),
          derivationToday(),
        ),
      ),
  }),
  funderTypesCount: t.field({
    type: FunderTypesCountRef,
    nullable: false,
    description: 'For the currentFy of getOrganization.',
    resolve: (organization, _args, ctx) =>
      forOrganization(ctx, organization, async (tx) => {
        const byType = await awardedByFunderType(
          tx,
          organization.id,
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
      forOrganization(ctx, organization, async (tx) => {
        const years = paramsOf(organization).chartFys;
        const goals = await yearlyGoals(tx, organization.id, years);
        return years.map((year) => ({ year, goalCents: goals.get(year) ?? 0 }));
      }),
  }),
  firstFiscalYear: t.int({
    nullable: false,
    description: 'The fiscal year of the first submission or award; the current one when there is none.',
    resolve: (organization, _args, ctx) =>
      forOrganization(ctx, organization, async (tx) => {
        const { firstActivity } = await activityBounds(tx, organization.id);
        const today = derivationToday();
        return fiscalYearOf(firstActivity ?? today, organization.fiscalYearStart);
      }),
  }),
  oldestAward: t.string({
    nullable: true,
    description: 'The earliest award date (yyyy-MM-dd), or null.',
    resolve: (organization, _args, ctx) =>
      forOrganization(
        ctx,
        organization,
        async (tx) => (await activityBounds(tx, organization.id)).oldestAward,
      ),
  }),
  currentYearGoal: t.field({
    type: CurrentYearGoalRef,
    nullable: false,
    description: 'Goal vs awarded in the currentFy: overall (all awards) and per program.',
    resolve: (organization, _args, ctx) =>
      forOrganization(ctx, organization, async (tx) => {
        const span = spanOf(organization, paramsOf(organization).currentFy);
        const programs = await programGoals(tx, organization.id, span);
        const [year] = await awardsByYear(tx, organization.id, [span], derivationToday());
        const goalCents = programs.reduce((sum, program) => sum + (program.yearlyGoalCents ?? 0), 0);
        return { overall: { achievedCents: year?.awardedCents ?? 0, goalCents }, programs };
      }),
  }),
  largestFunders: t.field({
    type: LargestFundersRef,
    nullable: false,
    description: 'Awards in the currentFy, any funder type.',
    resolve: (organization, _args, ctx) =>
      forOrganization(ctx, organization, (tx) => {
        const { start, end } = spanOf(organization, paramsOf(organization).currentFy);
        return largestFunders(tx, { organizationId: organization.id, range: { start, end } });
      }),
  }),
}));

// ---- queries -------------------------------------------------------------------------------------

const OrganizationDashboardParamsInput = builder.inputType('OrganizationDashboardParams', {
  fields: (t) => ({
    organizationId: t.id({ required: false, description: 'When given, must equal id.' }),
    currentFy: t.int({ required: false, description: 'Defaults to the current fiscal year.' }),
    chartFys: t.intList({ required: false, description: 'Defaults to currentFy and the two before.' }),
  }),
});

builder.queryField('getOrganization', (t) =>
  t.field({
    type: OrganizationRef,
    nullable: false,
    description: 'The organisation with its dashboard data (spec §7).',
    args: {
      id: t.arg.id({ required: true }),
      params: t.arg({ type: OrganizationDashboardParamsInput, required: false }),
    },
    resolve: async (_root, args, ctx) => {
      ctx.requireUser();
      const organization = await ctx.effectiveOrganization(args.id);
      const requested = args.params?.organizationId;
      if (
        requested !== null &&
        requested !== undefined &&
        String(requested).trim() !== String(organization.id)
      ) {
        throw new DomainError('ORGANIZATION_NOT_FOUND');
      }
      const currentFy = checkYear(
        'params.currentFy',
        args.params?.currentFy ?? currentFiscalYear(organization.fiscalYearStart, derivationToday()),
      );
      const chartFys = args.params?.chartFys ?? chartFiscalYears(currentFy);
      if (chartFys.length > MAX_CHART_YEARS) throw invalid('params.chartFys');
      for (const year of chartFys) checkYear('params.chartFys', year);
      // A copy per call: two aliased getOrganization fields may ask for different years.
      const result = { ...organization };
      dashboardParams.set(result, { currentFy, chartFys: [...chartFys] });
      return result;
    },
  }),
);

/** Funder types are accepted in either case ('foundation' as the chart spells it, or FOUNDATION). */
function funderTypeArg(value: string | null | undefined): FunderType | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const upper = value.trim().toUpperCase();
  if (!(FUNDER_TYPES as readonly string[]).includes(upper)) throw invalid('type');
  return upper as FunderType;
}

builder.queryField('getLargestFunders', (t) =>
  t.field({
    type: LargestFundersRef,
    nullable: false,
    description:
      'Awards with the award date in [startAt, endAt] (yyyy-MM-dd, either open), optionally one funder type.',
    args: {
      organizationId: t.arg.id({ required: false }),
      startAt: t.arg.string({ required: false }),
      endAt: t.arg.string({ required: false }),
      type: t.arg.string({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      inTenant(ctx, args.organizationId, (tx, organization) =>
        largestFunders(tx, {
          organizationId: organization.id,
          range: { start: dateArg('startAt', args.startAt), end: dateArg('endAt', args.endAt) },
          type: funderTypeArg(args.type),
        }),
      ),
  }),
);

const DashboardKindEnum = builder.enumType('DashboardKind', {
  values: DASHBOARD_KINDS,
  description:
    'SENT: submitted in the FY; AWARDED: awarded in the FY; PENDING: sent in the FY and awaiting an answer.',
});

const DashboardApplicationRef = builder
  .objectRef<Awaited<ReturnType<typeof dashboardApplications>>[number]>('DashboardApplication')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id', { nullable: false }),
      program: t.field({ type: ProgramSummaryRef, nullable: true, resolve: (row) => row.program }),
      funder: t.field({ type: FunderSummaryRef, nullable: false, resolve: (row) => row.funder }),
      amount: t.float({
        nullable: false,
        description: 'Requested (SENT, PENDING) or awarded (AWARDED).',
        resolve: (row) => row.amountCents / 100,
      }),
      date: t.exposeString('date', {
        nullable: false,
        description: 'Submission date, or award date for AWARDED.',
      }),
    }),
  });

builder.queryField('dashboardApplications', (t) =>
  t.field({
    type: [DashboardApplicationRef],
    nullable: false,
    description: 'The rows behind a dashboard card (its print table), by date; at most 1000.',
    args: {
      organizationId: t.arg.id({ required: false }),
      fiscalYear: t.arg.int({ required: false }),
      kind: t.arg({ type: DashboardKindEnum, required: true }),
    },
    resolve: (_root, args, ctx) =>
      inTenant(ctx, args.organizationId, (tx, organization) => {
        const year = checkYear(
          'fiscalYear',
          args.fiscalYear ?? currentFiscalYear(organization.fiscalYearStart, derivationToday()),
        );
        return dashboardApplications(
          tx,
          organization.id,
          spanOf(organization, year),
          args.kind,
          derivationToday(),
        );
      }),
  }),
);
