import type { DbExecutor } from '@grantflow/db/client';
import { type OpportunityWrite, upsertOpportunity } from '@grantflow/db/repositories/opportunity-sync';
import { addDays } from '@grantflow/domain/dates/date-arithmetic';
import { dollarsToCents } from '@grantflow/domain/money/money-units';

// A small, clearly fictional set of federal opportunities so Find grants can be tried without internet
// (docs/product.md, Find grants). Ids sit far above Grants.gov's, agencies are "Example Agency", every title
// says it is fictional; a real sync closes them, as Grants.gov does not list them.

const TOPICS = [
  ['Youth literacy', 'after-school reading programs for children and teenagers'],
  ['Rural health clinics', 'primary care access in rural counties'],
  ['Community arts', 'public art and arts education in underserved neighborhoods'],
  ['Food security', 'food banks, pantries and community meal programs'],
  ['Workforce training', 'job training and apprenticeships for young adults'],
  ['Watershed restoration', 'river and wetland restoration with local volunteers'],
  ['Senior services', 'home visits and transport for older adults'],
  ['STEM outreach', 'science and technology clubs for middle schools'],
  ['Housing stability', 'eviction prevention and rental assistance navigation'],
  ['Early childhood', 'early learning and parent education programs'],
  ['Mental health', 'community mental health and peer support services'],
  ['Digital inclusion', 'broadband adoption and digital skills training'],
] as const;

export const DEMO_OPPORTUNITY_FIRST_ID = 2_100_000_001;

export function demoOpportunities(today: string): OpportunityWrite[] {
  return TOPICS.map(([topic, focus], index) => {
    const id = DEMO_OPPORTUNITY_FIRST_ID + index;
    const forecasted = index % 4 === 3;
    return {
      grantsGovId: id,
      number: `EX-DEMO-${String(index + 1).padStart(3, '0')}`,
      title: `${topic} grants (fictional demo opportunity)`,
      agencyCode: `EX-${(index % 3) + 1}`,
      agencyName: 'Example Agency',
      status: forecasted ? 'forecasted' : 'posted',
      openDate: addDays(today, -30 + index),
      closeDate: addDays(today, 12 + index * 9),
      awardCeilingCents: dollarsToCents(50_000 + index * 25_000),
      awardFloorCents: dollarsToCents(10_000),
      eligibilityCodes: ['12'],
      alns: [`99.${String(100 + index)}`],
      synopsis: `A fictional opportunity for the Grantflow demo: funding for ${focus}. It is not a real federal notice.`,
      link: `https://www.grants.gov/search-results-detail/${id}`,
      revision: 1,
      hitFingerprint: 'demo',
      sourceUpdatedAt: null,
    };
  });
}

/** Inserts the demo opportunities; run inside the seed's identity transaction (the copy's write policy). */
export async function seedDemoOpportunities(tx: DbExecutor, today: string): Promise<void> {
  for (const opportunity of demoOpportunities(today)) await upsertOpportunity(tx, opportunity);
}
