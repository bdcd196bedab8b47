import type { AuthOrganization } from '@grantflow/auth/user';
import type { FiscalYearSpan } from '@grantflow/db/repositories/dashboard';
import { chartFiscalYears } from '@grantflow/domain/fiscal-year/chart-fiscal-years';
import { currentFiscalYear } from '@grantflow/domain/fiscal-year/fiscal-year-of';
import { fiscalYearRange } from '@grantflow/domain/fiscal-year/fiscal-year-range';
import { builder } from '../builder.ts';
import { derivationToday } from './scope.ts';

// getOrganization's params: the input type and its defaults (the checks are packages/validation/src/dashboard.ts).

interface DashboardParams {
  currentFy: number;
  chartFys: number[];
}

/**
 * getOrganization's params, kept per returned object so the Organization fields (dashboard-organization.ts)
 * can read them; an Organization reached another way (currentUser.organization) uses the current FY and the
 * two before.
 */
export const dashboardParams = new WeakMap<AuthOrganization, DashboardParams>();

export function paramsOf(organization: AuthOrganization): DashboardParams {
  const given = dashboardParams.get(organization);
  if (given) return given;
  const currentFy = currentFiscalYear(organization.fiscalYearStart, derivationToday());
  return { currentFy, chartFys: chartFiscalYears(currentFy) };
}

export function spanOf(organization: AuthOrganization, year: number): FiscalYearSpan {
  return { year, ...fiscalYearRange(year, organization.fiscalYearStart) };
}

export const OrganizationDashboardParamsInput = builder.inputType('OrganizationDashboardParams', {
  description: "Which fiscal years getOrganization's dashboard fields cover.",
  fields: (t) => ({
    organizationId: t.id({ required: false, description: 'When given, must equal id.' }),
    currentFy: t.int({ required: false, description: 'Defaults to the current fiscal year.' }),
    chartFys: t.intList({ required: false, description: 'Defaults to currentFy and the two before.' }),
  }),
});
