import type { AuthOrganization } from '@grantflow/auth/user';
import type { FiscalYearSpan } from '@grantflow/db/repositories/dashboard';
import { chartFiscalYears } from '@grantflow/domain/fiscal-year/chart-fiscal-years';
import { currentFiscalYear } from '@grantflow/domain/fiscal-year/fiscal-year-of';
import { fiscalYearRange } from '@grantflow/domain/fiscal-year/fiscal-year-range';
import { FUNDER_TYPES, type FunderType } from '@grantflow/domain/shared/enums';
import { DomainError } from '@grantflow/domain/shared/errors';
import { builder } from '../builder.ts';
import { derivationToday } from './scope.ts';

// getOrganization's params and the dashboard queries' arguments: the input type, its checks and defaults.

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

export const MAX_CHART_YEARS = 10;

export function invalid(field: string): DomainError {
  return new DomainError('VALIDATION', 'This field is invalid.', {
    details: { [field]: 'This field is invalid.' },
  });
}

export function checkYear(field: string, year: number): number {
  if (!Number.isInteger(year) || year < 1900 || year > 9998) throw invalid(field);
  return year;
}

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
  fields: (t) => ({
    organizationId: t.id({ required: false, description: 'When given, must equal id.' }),
    currentFy: t.int({ required: false, description: 'Defaults to the current fiscal year.' }),
    chartFys: t.intList({ required: false, description: 'Defaults to currentFy and the two before.' }),
  }),
});

/** Funder types are accepted in either case ('foundation' as the chart spells it, or FOUNDATION). */
export function funderTypeArg(value: string | null | undefined): FunderType | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const upper = value.trim().toUpperCase();
  if (!(FUNDER_TYPES as readonly string[]).includes(upper)) throw invalid('type');
  return upper as FunderType;
}
