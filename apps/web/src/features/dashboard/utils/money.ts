import { formatAmount } from '../../../lib/format.ts';

/** Compact money (docs/product.md, Money and dates, '$1.2M') for a dollar amount from the API, where space is tight (chart axes). */
export function formatDollarsCompact(dollars: number | null | undefined): string {
  return formatAmount(dollars ?? 0, { compact: true });
}
