import type { AuthOrganization } from '@grantflow/auth/user';
import {
  activityBounds,
  awardedByFunderType,
  awardsByYear,
  programGoals,
  yearlyGoals,
} from '@grantflow/db/repositories/dashboard';
import { largestFunders } from '@grantflow/db/repositories/largest-funders';
import { fiscalYearOf } from '@grantflow/domain/fiscal-year/fiscal-year-of';
import type { FunderType } from '@grantflow/domain/shared/enums';
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
import { derivationToday, inTenant } from './scope.ts';

// The dashboard fields of Organization (spec §2 Dashboard, §3 Organization); every aggregate is one SQL
// statement in packages/db (repositories/dashboard).

/** Each Organization field re-checks access: currentUser.organization also answers unauthorized users. */
function forOrganization<T>(
  ctx: Context,
  organization: AuthOrganization,
  fn: Parameters<typeof inTenant<T>>[2],
): Promise<T> {
  return inTenant(ctx, organization.id, fn);
}

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
