// Fictional opportunities in the shape Grants.gov's search2 and fetchOpportunity answers carry them.

export interface FakeOpportunity {
  id: number;
  number: string;
  title: string;
  agencyCode: string;
  agency: string;
  openDate: string;
  closeDate: string;
  oppStatus: 'forecasted' | 'posted';
  alnist: string[];
  revision: number;
  synopsisDesc: string;
  awardCeiling: string;
  awardFloor: string;
  applicantTypes: { id: string; description: string }[];
}

const usDate = (day: Date) =>
  `${String(day.getUTCMonth() + 1).padStart(2, '0')}/${String(day.getUTCDate()).padStart(2, '0')}/${day.getUTCFullYear()}`;

/** `count` fictional opportunities with ids from `firstId`. */
export function generateOpportunities(count: number, firstId = 100_001): FakeOpportunity[] {
  return Array.from({ length: count }, (_, index) => {
    const id = firstId + index;
    const close = new Date(Date.UTC(2027, index % 12, 1 + (index % 27)));
    return {
      id,
      number: `EX-FICT-${id}`,
      title: `Fictional ${index % 2 ? 'youth literacy' : 'rural health'} program ${id}`,
      agencyCode: `EX-${index % 5}`,
      agency: `Example Agency ${index % 5}`,
      openDate: usDate(new Date(Date.UTC(2026, 10, 1))),
      closeDate: usDate(close),
      oppStatus: index % 4 === 0 ? 'forecasted' : 'posted',
      alnist: [`99.${String(index % 900).padStart(3, '0')}`],
      revision: 1,
      synopsisDesc: `A fictional opportunity generated for tests (${id}).`,
      awardCeiling: String(50_000 + (index % 10) * 10_000),
      awardFloor: '10000',
      applicantTypes: [{ id: '12', description: 'Nonprofits having a 501(c)(3) status' }],
    };
  });
}
