import { describe, expect, it } from 'vitest';
import { cardSummary, SUMMARY_CARDS } from './summary-cards.ts';

const rows = [
  {
    year: 2025,
    awarded: 1000,
    awardedCount: 2,
    pending: 300,
    pendingCount: 1,
    requested: 5000,
    requestedCount: 7,
  },
];

describe('summary cards', () => {
  it('link to the grant list statuses and are keyed as the board report sections', () => {
    expect(SUMMARY_CARDS.map((c) => [c.section, c.status])).toEqual([
      ['applicationSent', 'SUBMITTED'],
      ['grantsAwarded', 'AWARDED'],
      ['grantsPending', 'PENDING'],
    ]);
  });

  it.each([
    ['applicationSent', { total: 5000, count: 7 }],
    ['grantsAwarded', { total: 1000, count: 2 }],
    ['grantsPending', { total: 300, count: 1 }],
  ])('%s reads its total and count from the chosen year', (section, expected) => {
    const card = SUMMARY_CARDS.find((c) => c.section === section);
    if (!card) throw new Error(section);
    expect(cardSummary(rows, 2025, card)).toEqual(expected);
    expect(cardSummary(rows, 2024, card)).toEqual({ total: 0, count: 0 });
  });
});
