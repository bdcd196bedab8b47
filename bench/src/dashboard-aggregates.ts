import { type Db, withTenant } from '@grantflow/db/client';
import { awardsByYear } from '@grantflow/db/repositories/awards-by-year';
import {
  activityBounds,
  awardedByFunderType,
  type FiscalYearSpan,
  programGoals,
  yearlyGoals,
} from '@grantflow/db/repositories/dashboard';
import { largestFunders } from '@grantflow/db/repositories/largest-funders';
import { chartFiscalYears } from '@grantflow/domain/fiscal-year/chart-fiscal-years';
import { currentFiscalYear } from '@grantflow/domain/fiscal-year/fiscal-year-of';
import { fiscalYearRange } from '@grantflow/domain/fiscal-year/fiscal-year-range';

// Each field of getOrganization is one repository aggregate (apps/api schema/dashboard-organization.ts).
// Here they run alone: the same repository function in its own tenant transaction, no GraphQL, no auth.

export interface DashboardScope {
  organizationId: number;
  fiscalYearStart: string;
  today: string;
}

type Aggregate = (
  tx: Parameters<Parameters<typeof withTenant>[2]>[0],
  scope: DashboardScope,
) => Promise<unknown>;

function spans(scope: DashboardScope): { current: FiscalYearSpan; chart: FiscalYearSpan[] } {
  const span = (year: number) => ({ year, ...fiscalYearRange(year, scope.fiscalYearStart) });
  const currentFy = currentFiscalYear(scope.fiscalYearStart, scope.today);
  return { current: span(currentFy), chart: chartFiscalYears(currentFy).map(span) };
}

export const DASHBOARD_AGGREGATES: Record<string, Aggregate> = {
  awardsByYear: (tx, s) => awardsByYear(tx, s.organizationId, spans(s).chart, s.today),
  funderTypesCount: (tx, s) => awardedByFunderType(tx, s.organizationId, spans(s).current),
  yearlyGoal: (tx, s) => yearlyGoals(tx, s.organizationId, chartFiscalYears(spans(s).current.year)),
  oldestAward: (tx, s) => activityBounds(tx, s.organizationId),
  currentYearGoal: async (tx, s) => {
    const { current } = spans(s);
    return [
      await programGoals(tx, s.organizationId, current),
      await awardsByYear(tx, s.organizationId, [current], s.today),
    ];
  },
  largestFunders: (tx, s) => {
    const { start, end } = spans(s).current;
    return largestFunders(tx, { organizationId: s.organizationId, range: { start, end } });
  },
};

/** The aggregate alone in one tenant transaction; its result as JSON. */
export async function runAggregate(db: Db, name: string, scope: DashboardScope): Promise<string> {
  const aggregate = DASHBOARD_AGGREGATES[name];
  if (!aggregate) throw new Error(`unknown aggregate ${name}`);
  const result = await withTenant(db, scope.organizationId, (tx) => aggregate(tx, scope));
  return JSON.stringify({ data: result instanceof Map ? Object.fromEntries(result) : result });
}

/** What the dashboard query needs, without GraphQL: its four aggregates in one tenant transaction. */
export async function runDashboard(db: Db, scope: DashboardScope): Promise<string> {
  const { current, chart } = spans(scope);
  const result = await withTenant(db, scope.organizationId, async (tx) => ({
    awardsByYear: await awardsByYear(tx, scope.organizationId, chart, scope.today),
    funderTypesCount: Object.fromEntries(await awardedByFunderType(tx, scope.organizationId, current)),
    activity: await activityBounds(tx, scope.organizationId),
    programs: await programGoals(tx, scope.organizationId, current),
    current: await awardsByYear(tx, scope.organizationId, [current], scope.today),
  }));
  return JSON.stringify({ data: result });
}
