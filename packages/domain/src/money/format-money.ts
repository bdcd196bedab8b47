import { groupThousands, requireCents, roundedDollars } from './money-math.ts';

/** '$0,0' style (docs/product.md, Money and dates): whole dollars, half up, thousands separated; 123456 → '$1,235', -5000 → '-$50'. */
export function formatMoney(cents: number): string {
  const value = requireCents(cents);
  const abs = value < 0n ? -value : value;
  const dollars = roundedDollars(abs);
  return `${value < 0n && dollars > 0n ? '-' : ''}$${groupThousands(dollars.toString())}`;
}
