import { DASHBOARD_CHART_YEARS } from '../constants/limits.ts';

/** The fiscal years the dashboard compares, oldest first: [fy-2, fy-1, fy]. */
export function chartFiscalYears(currentFy: number): number[] {
  return Array.from({ length: DASHBOARD_CHART_YEARS }, (_, i) => currentFy - (DASHBOARD_CHART_YEARS - 1) + i);
}
