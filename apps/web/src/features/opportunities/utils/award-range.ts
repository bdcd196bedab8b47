import { formatAmount } from '../../../lib/format.ts';

// Grants.gov states awards in dollars: they are shown as USD in the language's number format, never
// converted into the organisation's currency (a rate would make up a figure the notice does not state).
export const AWARD_CURRENCY = 'USD';

export type AwardRangeText =
  | { key: 'opportunities.award_range'; params: { floor: string; ceiling: string } }
  | { key: 'opportunities.award_up_to'; params: { ceiling: string } }
  | { key: 'opportunities.award_from'; params: { floor: string } }
  | { key: 'opportunities.award_unstated'; params: Record<string, never> };

const positive = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** Which sentence states the award range, with its amounts formatted; a zero reads as not stated. */
export function awardRangeText(
  floor: number | null | undefined,
  ceiling: number | null | undefined,
  language?: string,
): AwardRangeText {
  const money = (amount: number) => formatAmount(amount, { language, currency: AWARD_CURRENCY });
  if (positive(floor) && positive(ceiling) && floor !== ceiling)
    return { key: 'opportunities.award_range', params: { floor: money(floor), ceiling: money(ceiling) } };
  if (positive(ceiling)) return { key: 'opportunities.award_up_to', params: { ceiling: money(ceiling) } };
  if (positive(floor)) return { key: 'opportunities.award_from', params: { floor: money(floor) } };
  return { key: 'opportunities.award_unstated', params: {} };
}

/** One award figure in USD, or null when not stated. */
export function awardAmount(amount: number | null | undefined, language?: string): string | null {
  return positive(amount) ? formatAmount(amount, { language, currency: AWARD_CURRENCY }) : null;
}
