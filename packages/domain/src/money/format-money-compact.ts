import { formatMoney } from './format-money.ts';
import { groupThousands, requireCents, roundedDollars } from './money-math.ts';

const TIERS: ReadonlyArray<readonly [suffix: string, dollars: bigint]> = [
  ['K', 1_000n],
  ['M', 1_000_000n],
  ['B', 1_000_000_000n],
  ['T', 1_000_000_000_000n],
];

/**
 * Compact form with a suffix (docs/product.md, Money and dates) for charts: one decimal at most, dropped when zero, half up:
 * 999 dollars → '$999', 1_234 → '$1.2K', 3_400_000 → '$3.4M', 1_000_000_000 → '$1B'. A value that
 * rounds up to 1000 of a tier moves to the next one (999_960 → '$1M', never '$1000K').
 */
export function formatMoneyCompact(cents: number): string {
  const value = requireCents(cents);
  const abs = value < 0n ? -value : value;
  if (roundedDollars(abs) < 1000n) return formatMoney(cents);
  const sign = value < 0n ? '-' : '';
  for (const [index, [suffix, dollars]] of TIERS.entries()) {
    const unitTenthCents = dollars * 10n; // cents in a tenth of the tier
    const tenths = (abs + unitTenthCents / 2n) / unitTenthCents;
    if (tenths < 10_000n || index === TIERS.length - 1) {
      const whole = groupThousands((tenths / 10n).toString());
      const fraction = tenths % 10n;
      return `${sign}$${whole}${fraction === 0n ? '' : `.${fraction}`}${suffix}`;
    }
  }
  throw new Error('unreachable');
}
