import { formatAmount } from '../../../lib/format.ts';

// 990 figures are stated in dollars by the IRS: shown as USD in the language's number format, never converted.
const FILING_CURRENCY = 'USD';

/** Nine digits as the IRS writes an EIN: 12-3456789 (anything else as it came). */
export function formatEin(ein: string): string {
  return /^\d{9}$/.test(ein) ? `${ein.slice(0, 2)}-${ein.slice(2)}` : ein;
}

/** A 990 amount in USD; an en dash when the filing does not state it. */
export function formatFilingAmount(
  amount: number | null | undefined,
  options: { language?: string; compact?: boolean } = {},
): string {
  return formatAmount(amount, { ...options, currency: FILING_CURRENCY });
}

/** "City, ST", the part known, or null. */
export function candidatePlace(candidate: { city?: string | null; state?: string | null }): string | null {
  const parts = [candidate.city?.trim(), candidate.state?.trim()].filter((part): part is string =>
    Boolean(part),
  );
  return parts.length > 0 ? parts.join(', ') : null;
}

export interface FilingChartRow {
  year: string;
  revenue: number;
  grantsPaid: number;
}

/** One bar group per year, oldest first; a figure not stated draws no bar (0). */
export function filingChartData(
  filings: readonly { year: number; revenue: number | null; grantsPaid: number | null }[],
): FilingChartRow[] {
  return [...filings]
    .sort((a, b) => a.year - b.year)
    .map((f) => ({ year: String(f.year), revenue: f.revenue ?? 0, grantsPaid: f.grantsPaid ?? 0 }));
}

/** Whether any filing states grants paid (only private foundations' 990-PF do): else that series is left out. */
export function statesGrantsPaid(filings: readonly { grantsPaid: number | null }[]): boolean {
  return filings.some((f) => f.grantsPaid !== null);
}

/** The latest fetch among the filings (they are fetched together), or null. */
export function latestFetch(filings: readonly { fetchedAt: string }[]): string | null {
  return filings.reduce<string | null>(
    (latest, f) => (latest === null || f.fetchedAt > latest ? f.fetchedAt : latest),
    null,
  );
}

/** The latest filing's figure that states it (what the list's LATEST_REVENUE / LATEST_GRANTS_PAID sort by). */
export function latestFigure(
  filings: readonly { year: number; revenue: number | null; grantsPaid: number | null }[],
  figure: 'revenue' | 'grantsPaid',
): number | null {
  const stated = filings.filter((f) => f[figure] !== null).sort((a, b) => b.year - a.year);
  return stated[0]?.[figure] ?? null;
}
