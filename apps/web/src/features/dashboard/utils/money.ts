import { formatMoneyCompact } from '@grantflow/domain/money/format-money-compact';

/** Compact money (§9, '$1.2M') for a dollar amount from the API, where space is tight (chart axes). */
export function formatDollarsCompact(dollars: number | null | undefined): string {
  return formatMoneyCompact(Math.round((dollars ?? 0) * 100));
}
