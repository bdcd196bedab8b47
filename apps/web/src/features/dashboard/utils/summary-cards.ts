import type { AwardsByYearRow } from '../graphql/dashboard.ts';

/** The three summary cards (§2), each with its board-report section key and the grant list's status filter. */
export const SUMMARY_CARDS = [
  {
    section: 'applicationSent',
    rows: 'sent',
    status: 'SUBMITTED',
    amount: 'requested',
    count: 'requestedCount',
  },
  { section: 'grantsAwarded', rows: 'awarded', status: 'AWARDED', amount: 'awarded', count: 'awardedCount' },
  { section: 'grantsPending', rows: 'pending', status: 'PENDING', amount: 'pending', count: 'pendingCount' },
] as const;

export type SummaryCard = (typeof SUMMARY_CARDS)[number];

export interface CardSummary {
  total: number;
  count: number;
}

/** A card's total and count in the chosen fiscal year; zero when the year has no row. */
export function cardSummary(rows: readonly AwardsByYearRow[], year: number, card: SummaryCard): CardSummary {
  const row = rows.find((r) => r.year === year);
  return row ? { total: row[card.amount], count: row[card.count] } : { total: 0, count: 0 };
}
