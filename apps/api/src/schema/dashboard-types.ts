import type { DashboardApplicationRecord } from '@grantflow/db/repositories/dashboard';
import type { LargestFundersRecord } from '@grantflow/db/repositories/largest-funders';
import { centsToDollars } from '@grantflow/domain/money/money-units';
import { goalMissing, goalPercentage } from '@grantflow/domain/program/goal-progress';
import { DASHBOARD_KINDS } from '@grantflow/use-cases/dashboard/list-dashboard-applications';
import { builder } from '../builder.ts';
import { describedValues, dollars } from './refs.ts';

// The dashboard's object types (docs/product.md, Screens and routes; Entities); money is Float dollars on the wire.

// ---- shared small types --------------------------------------------------------------------------

export const FunderSummaryRef = builder.objectRef<{ id: number; name: string }>('FunderSummary').implement({
  description: "A funder's id and name.",
  fields: (t) => ({
    id: t.exposeID('id', { description: "The funder's id.", nullable: false }),
    name: t.exposeString('name', { description: 'Its name.', nullable: false }),
  }),
});

export const ProgramSummaryRef = builder.objectRef<{ id: number; name: string }>('ProgramSummary').implement({
  description: "A program's id and name.",
  fields: (t) => ({
    id: t.exposeID('id', { description: "The program's id.", nullable: false }),
    name: t.exposeString('name', { description: 'Its name.', nullable: false }),
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
    year: t.exposeInt('year', { description: 'The fiscal year.', nullable: false }),
    awarded: t.float({
      description: 'Awarded in the year, in dollars.',
      nullable: false,
      resolve: (row) => centsToDollars(row.awardedCents),
    }),
    awardedCount: t.exposeInt('awardedCount', {
      description: 'How many applications were awarded in the year.',
      nullable: false,
    }),
    pending: t.float({
      description: 'Requested by applications sent in the year and still awaiting an answer, in dollars.',
      nullable: false,
      resolve: (row) => centsToDollars(row.pendingCents),
    }),
    pendingCount: t.exposeInt('pendingCount', {
      description: 'How many applications sent in the year await an answer.',
      nullable: false,
    }),
    requested: t.float({
      description: 'Requested by applications sent in the year, in dollars.',
      nullable: false,
      resolve: (row) => centsToDollars(row.requestedCents),
    }),
    requestedCount: t.exposeInt('requestedCount', {
      description: 'How many applications were sent in the year (Applications sent).',
      nullable: false,
    }),
    total: t.float({
      description: 'awarded + pending, in dollars.',
      nullable: false,
      resolve: (row) => centsToDollars(row.totalCents),
    }),
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
        CHART_FUNDER_TYPES.map((key) => [
          key,
          t.float({
            nullable: false,
            description: `Awarded by ${key} funders in the fiscal year, in dollars.`,
            resolve: (row) => row[key],
          }),
        ]),
      ) as Record<ChartFunderType, ReturnType<typeof t.float>>,
  });

export const YearlyGoalRef = builder.objectRef<{ year: number; goalCents: number }>('YearlyGoal').implement({
  description: "The organisation's goal for a fiscal year: the sum of its programs' goals.",
  fields: (t) => ({
    year: t.exposeInt('year', { description: 'The fiscal year.', nullable: false }),
    goal: t.float({
      description: "The sum of the programs' goals for the year, in dollars.",
      nullable: false,
      resolve: (row) => centsToDollars(row.goalCents),
    }),
  }),
});

interface OverallGoal {
  achievedCents: number;
  goalCents: number;
}

const OverallGoalRef = builder.objectRef<OverallGoal>('OverallGoal').implement({
  description: "The organisation's goal for the fiscal year and how much of it was awarded.",
  fields: (t) => ({
    achieved: t.float({
      description: 'Awarded in the year, in dollars.',
      nullable: false,
      resolve: (row) => centsToDollars(row.achievedCents),
    }),
    goal: t.float({
      description: "The sum of the programs' goals, in dollars.",
      nullable: false,
      resolve: (row) => centsToDollars(row.goalCents),
    }),
    missing: t.float({
      description: 'What is left to reach the goal, in dollars (0 once reached).',
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
  description: "A program's goal for the fiscal year and how much of it was awarded.",
  fields: (t) => ({
    id: t.exposeID('id', { description: "The program's id.", nullable: false }),
    name: t.exposeString('name', { description: 'Its name.', nullable: false }),
    yearlyGoal: t.float({
      description: 'Its goal for the year, in dollars; null when none is set.',
      nullable: true,
      resolve: (row) => dollars(row.yearlyGoalCents),
    }),
    achievedAmount: t.float({
      description: 'Awarded to it in the year, in dollars.',
      nullable: false,
      resolve: (row) => centsToDollars(row.achievedCents),
    }),
    missingAmount: t.float({
      description: 'What is left to reach its goal, in dollars (0 once reached).',
      nullable: false,
      resolve: (row) => centsToDollars(row.missingCents),
    }),
  }),
});

export const CurrentYearGoalRef = builder
  .objectRef<{ overall: OverallGoal; programs: ProgramGoalRow[] }>('CurrentYearGoal')
  .implement({
    description: "The current fiscal year's goals: the organisation's and each program's.",
    fields: (t) => ({
      overall: t.field({
        description: "The organisation's goal.",
        type: OverallGoalRef,
        nullable: false,
        resolve: (row) => row.overall,
      }),
      programs: t.field({
        description: "Each program's goal.",
        type: [ProgramGoalRef],
        nullable: false,
        resolve: (row) => row.programs,
      }),
    }),
  });

type FunderAmountRow = LargestFundersRecord['overall'][number];

const LargestFunderRef = builder.objectRef<FunderAmountRow>('LargestFunder').implement({
  description: 'A funder and what it awarded.',
  fields: (t) => ({
    funder: t.field({
      description: 'The funder.',
      type: FunderSummaryRef,
      nullable: false,
      resolve: (row) => row.funder,
    }),
    totalAwardAmount: t.float({
      description: 'What it awarded in the range, in dollars.',
      nullable: false,
      resolve: (row) => centsToDollars(row.amountCents),
    }),
  }),
});

const ProgramFunderRef = builder.objectRef<FunderAmountRow>('ProgramFunder').implement({
  description: 'A funder and what it awarded to one program.',
  fields: (t) => ({
    funder: t.field({
      description: 'The funder.',
      type: FunderSummaryRef,
      nullable: false,
      resolve: (row) => row.funder,
    }),
    awardedAmount: t.float({
      description: 'What it awarded to the program in the range, in dollars.',
      nullable: false,
      resolve: (row) => centsToDollars(row.amountCents),
    }),
  }),
});

const ProgramLargestFundersRef = builder
  .objectRef<LargestFundersRecord['programs'][number]>('ProgramLargestFunders')
  .implement({
    description: "A program's funders, largest first.",
    fields: (t) => ({
      program: t.field({
        description: 'The program.',
        type: ProgramSummaryRef,
        nullable: false,
        resolve: (row) => row.program,
      }),
      funders: t.field({
        description: 'Its funders, by awarded amount, largest first.',
        type: [ProgramFunderRef],
        nullable: false,
        resolve: (row) => row.funders,
      }),
    }),
  });

export const LargestFundersRef = builder.objectRef<LargestFundersRecord>('LargestFunders').implement({
  description: 'Funders by awarded amount: the overall top 5 and, per program, every funder largest first.',
  fields: (t) => ({
    overall: t.field({
      description: 'The five funders that awarded the most.',
      type: [LargestFunderRef],
      nullable: false,
      resolve: (row) => row.overall,
    }),
    programs: t.field({
      description: 'Per program, every funder, largest first.',
      type: [ProgramLargestFundersRef],
      nullable: false,
      resolve: (row) => row.programs,
    }),
  }),
});

export const DashboardKindEnum = builder.enumType('DashboardKind', {
  values: describedValues(DASHBOARD_KINDS, {
    SENT: 'Submitted in the fiscal year.',
    AWARDED: 'Awarded in the fiscal year.',
    PENDING: 'Sent in the fiscal year and awaiting an answer.',
  }),
  description:
    'SENT: submitted in the FY; AWARDED: awarded in the FY; PENDING: sent in the FY and awaiting an answer.',
});

export const DashboardApplicationRef = builder
  .objectRef<DashboardApplicationRecord>('DashboardApplication')
  .implement({
    description: "An application behind one of the dashboard's cards.",
    fields: (t) => ({
      id: t.exposeID('id', { description: "The application's id.", nullable: false }),
      program: t.field({
        description: 'Its program; null once deleted.',
        type: ProgramSummaryRef,
        nullable: true,
        resolve: (row) => row.program,
      }),
      funder: t.field({
        description: 'Its funder.',
        type: FunderSummaryRef,
        nullable: false,
        resolve: (row) => row.funder,
      }),
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
