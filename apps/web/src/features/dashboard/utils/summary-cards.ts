import { SUMMARY_CARD_RULES } from '@grantflow/domain/dashboard/summary-cards';
import type { AwardsByYearRow } from '../graphql/dashboard.ts';

/**
 * The three summary cards (docs/product.md, Screens and routes), each with its board-report section key and the grant list's filters: the
 * status and which date's fiscal year the card counts by (packages/db dashboard-sql.ts), so that the linked
 * list holds exactly the counted rows.
 */
export const SUMMARY_CARDS = [
  {
    section: 'applicationSent',
    rows: 'sent',
    status: SUMMARY_CARD_RULES.sent.status,
    amount: 'requested',
    count: 'requestedCount',
    yearBy: SUMMARY_CARD_RULES.sent.countedBy,
  },
  {
    section: 'grantsAwarded',
    rows: 'awarded',
    status: SUMMARY_CARD_RULES.awarded.status,
    amount: 'awarded',
    count: 'awardedCount',
    yearBy: SUMMARY_CARD_RULES.awarded.countedBy,
  },
  {
    section: 'grantsPending',
    rows: 'pending',
    status: SUMMARY_CARD_RULES.pending.status,
    amount: 'pending',
    count: 'pendingCount',
    yearBy: SUMMARY_CARD_RULES.pending.countedBy,
  },
] as const;

export type SummaryCard = (typeof SUMMARY_CARDS)[number];

export interface CardSummary {
  total: number;
  count: number;
}

/** The grant list's address query for a card in a fiscal year. */
export function cardListSearch(card: SummaryCard, year: number) {
  return card.yearBy === 'award'
    ? { status: card.status, awardYear: year }
    : { status: card.status, submissionYear: year };
}

/** A card's total and count in the chosen fiscal year; zero when the year has no row. */
export function cardSummary(rows: readonly AwardsByYearRow[], year: number, card: SummaryCard): CardSummary {
  const row = rows.find((r) => r.year === year);
  return row ? { total: row[card.amount], count: row[card.count] } : { total: 0, count: 0 };
}
