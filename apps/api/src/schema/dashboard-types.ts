import type { DashboardApplicationRecord } from '@grantflow/db/repositories/dashboard';
import type { LargestFundersRecord } from '@grantflow/db/repositories/largest-funders';
import { centsToDollars } from '@grantflow/domain/money/money-units';
import { goalMissing, goalPercentage } from '@grantflow/domain/program/goal-progress';
import { DASHBOARD_KINDS } from '@grantflow/use-cases/dashboard/list-dashboard-applications';
import { builder } from '../builder.ts';
import { dollars } from './refs.ts';

// The dashboard's object types (docs/product.md, Screens and routes; Entities); money is Float dollars on the wire.

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

// ---- Organization dashboard types ----------------------------------------------------------------

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

export const AwardsByYearRef = builder.objectRef<AwardsByYearRow>('AwardsByYear').implement({
  description:
    'Per fiscal year. awarded: status AWARDED with the award date in the FY; requested (applications sent): submission date in the FY; pending: sent in the FY and still awaiting an answer, not yet did-not-respond; total: awarded + pending.',
  fields: (t) => ({
    year: t.exposeInt('year', { nullable: false }),
    awarded: t.float({ nullable: false, resolve: (row) => centsToDollars(row.awardedCents) }),
    awardedCount: t.exposeInt('awardedCount', { nullable: false }),
    pending: t.float({ nullable: false, resolve: (row) => centsToDollars(row.pendingCents) }),
    pendingCount: t.exposeInt('pendingCount', { nullable: false }),
    requested: t.float({ nullable: false, resolve: (row) => centsToDollars(row.requestedCents) }),
    requestedCount: t.exposeInt('requestedCount', { nullable: false }),
    total: t.float({ nullable: false, resolve: (row) => centsToDollars(row.totalCents) }),
  }),
});

/** The chart's keys: the lower-case funder types, without ORGANIZATION (docs/product.md, Entities). */
export const CHART_FUNDER_TYPES = [
  'foundation',
  'corporate',
  'government',
  'government_local',
  'government_state',
  'other',
] as const;
export type ChartFunderType = (typeof CHART_FUNDER_TYPES)[number];

export const FunderTypesCountRef = builder
  .objectRef<Record<ChartFunderType, number>>('FunderTypesCount')
  .implement({
    description:
      'Awarded amount (dollars) per funder type in the fiscal year; ORGANIZATION funders are not charted.',
    fields: (t) =>
      Object.fromEntries(
        CHART_FUNDER_TYPES.map((key) => [key, t.float({ nullable: false, resolve: (row) => row[key] })]),
      ) as Record<ChartFunderType, ReturnType<typeof t.float>>,
  });

export const YearlyGoalRef = builder.objectRef<{ year: number; goalCents: number }>('YearlyGoal').implement({
  description: "The organisation's goal for a fiscal year: the sum of its programs' goals.",
  fields: (t) => ({
    year: t.exposeInt('year', { nullable: false }),
    goal: t.float({ nullable: false, resolve: (row) => centsToDollars(row.goalCents) }),
  }),
});

interface OverallGoal {
  achievedCents: number;
  goalCents: number;
}

const OverallGoalRef = builder.objectRef<OverallGoal>('OverallGoal').implement({
  fields: (t) => ({
    achieved: t.float({ nullable: false, resolve: (row) => centsToDollars(row.achievedCents) }),
    goal: t.float({ nullable: false, resolve: (row) => centsToDollars(row.goalCents) }),
    missing: t.float({
      nullable: false,
      resolve: (row) => centsToDollars(goalMissing(row.goalCents, row.achievedCents)),
    }),
    achievedRate: t.float({
      nullable: false,
      description: 'Achieved as a percentage of the goal (may exceed 100); 0 without a goal.',
      resolve: (row) => goalPercentage(row.goalCents, row.achievedCents),
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
    achievedAmount: t.float({ nullable: false, resolve: (row) => centsToDollars(row.achievedCents) }),
    missingAmount: t.float({ nullable: false, resolve: (row) => centsToDollars(row.missingCents) }),
  }),
});

export const CurrentYearGoalRef = builder
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
    totalAwardAmount: t.float({ nullable: false, resolve: (row) => centsToDollars(row.amountCents) }),
  }),
});

const ProgramFunderRef = builder.objectRef<FunderAmountRow>('ProgramFunder').implement({
  fields: (t) => ({
    funder: t.field({ type: FunderSummaryRef, nullable: false, resolve: (row) => row.funder }),
    awardedAmount: t.float({ nullable: false, resolve: (row) => centsToDollars(row.amountCents) }),
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

export const LargestFundersRef = builder.objectRef<LargestFundersRecord>('LargestFunders').implement({
  description: 'Funders by awarded amount: the overall top 5 and, per program, every funder largest first.',
  fields: (t) => ({
    overall: t.field({ type: [LargestFunderRef], nullable: false, resolve: (row) => row.overall }),
    programs: t.field({ type: [ProgramLargestFundersRef], nullable: false, resolve: (row) => row.programs }),
  }),
});

export const DashboardKindEnum = builder.enumType('DashboardKind', {
  values: DASHBOARD_KINDS,
  description:
    'SENT: submitted in the FY; AWARDED: awarded in the FY; PENDING: sent in the FY and awaiting an answer.',
});

export const DashboardApplicationRef = builder
  .objectRef<DashboardApplicationRecord>('DashboardApplication')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id', { nullable: false }),
      program: t.field({ type: ProgramSummaryRef, nullable: true, resolve: (row) => row.program }),
      funder: t.field({ type: FunderSummaryRef, nullable: false, resolve: (row) => row.funder }),
      amount: t.float({
        nullable: false,
        description: 'Requested (SENT, PENDING) or awarded (AWARDED).',
        resolve: (row) => centsToDollars(row.amountCents),
      }),
      date: t.exposeString('date', {
        nullable: false,
        description: 'Submission date, or award date for AWARDED.',
      }),
    }),
  });
