// The dashboard's three summary cards and the grant list each links to. A card counts one date's fiscal year
// (packages/db dashboard-sql.ts) and its list filters by that same date and shows the same amount, so the
// card's figures are the list's count and the sum of the list's amount column. The cards of one year need not
// add up to one another: an application sent in one fiscal year can be awarded in the next.

export type CardDate = 'submission' | 'award';

export interface SummaryCardRule {
  /** The grant list's status filter. */
  status: 'SUBMITTED' | 'AWARDED' | 'PENDING';
  /** Which date's fiscal year the card counts, and the list filters, by. */
  countedBy: CardDate;
  /** The amount the card adds up and the linked list shows. */
  amount: 'requested' | 'awarded';
}

export const SUMMARY_CARD_RULES = {
  sent: { status: 'SUBMITTED', countedBy: 'submission', amount: 'requested' },
  awarded: { status: 'AWARDED', countedBy: 'award', amount: 'awarded' },
  pending: { status: 'PENDING', countedBy: 'submission', amount: 'requested' },
} as const satisfies Record<string, SummaryCardRule>;

export type SummaryCardKind = keyof typeof SUMMARY_CARD_RULES;
