// Generated federal opportunities for the opportunity-search part: titles and synopses from a fixed
// vocabulary so that a full-text query hits a few hundred to a few thousand of 100,000 rows. Pure and seeded
// (the same count and seed give the same rows); unit-tested in opportunity-corpus.test.ts.

/** Each theme: the title's phrase, its agency codes and words its synopses use. ~1/40 of the rows each. */
const THEMES: readonly (readonly [string, readonly string[], readonly string[]])[] = [
  ['Watershed Restoration', ['EPA', 'USDA'], ['streams', 'wetlands', 'sediment', 'riparian habitat']],
  ['Rural Health', ['HHS', 'USDA'], ['clinics', 'primary care', 'hospitals', 'community health workers']],
  ['Youth Literacy', ['ED', 'IMLS'], ['reading', 'libraries', 'tutoring', 'after-school programs']],
  ['Broadband Access', ['NTIA', 'USDA'], ['fiber', 'connectivity', 'digital skills', 'internet adoption']],
  ['Opioid Recovery', ['HHS', 'DOJ'], ['treatment', 'naloxone', 'peer support', 'recovery housing']],
  ['Wildfire Resilience', ['USDA', 'DOI'], ['fuel reduction', 'prescribed burns', 'evacuation', 'forests']],
  ['Affordable Housing', ['HUD'], ['rental assistance', 'home repair', 'housing counseling', 'tenants']],
  ['Early Childhood Education', ['HHS', 'ED'], ['preschool', 'child care', 'parents', 'early learning']],
  ['Veterans Employment', ['DOL', 'VA'], ['job placement', 'apprenticeships', 'transition', 'veterans']],
  ['Coastal Resilience', ['DOC', 'DOI'], ['shorelines', 'storm surge', 'estuaries', 'flooding']],
  ['Maternal Health', ['HHS'], ['prenatal care', 'midwives', 'postpartum', 'infant mortality']],
  ['Clean Energy', ['DOE'], ['solar', 'efficiency retrofits', 'heat pumps', 'grid modernization']],
  ['Food Security', ['USDA'], ['food banks', 'pantries', 'school meals', 'local farms']],
  ['Public Transit', ['DOT'], ['buses', 'paratransit', 'rail', 'mobility']],
  ['Arts Education', ['NEA', 'ED'], ['music', 'theater', 'visual arts', 'teaching artists']],
  ['Historic Preservation', ['DOI', 'NEH'], ['landmarks', 'archives', 'restoration', 'heritage']],
  ['Workforce Training', ['DOL'], ['apprenticeships', 'credentials', 'employers', 'career pathways']],
  ['Tribal Infrastructure', ['DOI', 'HHS'], ['roads', 'water systems', 'tribal nations', 'facilities']],
  ['Mental Health', ['HHS'], ['counseling', 'crisis lines', 'peer support', 'behavioral health']],
  ['Drinking Water', ['EPA'], ['lead service lines', 'treatment plants', 'wells', 'utilities']],
  ['Small Business Development', ['SBA', 'DOC'], ['entrepreneurs', 'microloans', 'mentoring', 'exports']],
  [
    'Cybersecurity',
    ['DHS', 'NSF'],
    ['threat detection', 'training', 'critical infrastructure', 'incident response'],
  ],
  ['Climate Adaptation', ['EPA', 'DOC'], ['heat', 'drought', 'planning', 'green infrastructure']],
  ['Substance Abuse Prevention', ['HHS'], ['prevention', 'schools', 'coalitions', 'alcohol']],
  ['Agricultural Research', ['USDA', 'NSF'], ['crops', 'soil health', 'livestock', 'extension']],
  ['Disaster Preparedness', ['DHS'], ['emergency management', 'shelters', 'drills', 'hazard mitigation']],
  ['Digital Equity', ['NTIA'], ['devices', 'digital navigators', 'libraries', 'internet adoption']],
  ['Domestic Violence Services', ['DOJ', 'HHS'], ['shelters', 'legal advocacy', 'survivors', 'hotlines']],
  ['Environmental Justice', ['EPA'], ['pollution', 'community monitoring', 'air quality', 'health impacts']],
  ['STEM Education', ['NSF', 'ED'], ['science', 'mathematics', 'robotics', 'teachers']],
  ['Homelessness Prevention', ['HUD', 'VA'], ['shelters', 'case management', 'rapid rehousing', 'outreach']],
  ['Air Quality Monitoring', ['EPA'], ['sensors', 'particulate matter', 'ozone', 'emissions']],
  ['Community Policing', ['DOJ'], ['trust', 'officers', 'violence reduction', 'youth']],
  ['Wildlife Conservation', ['DOI'], ['endangered species', 'habitat', 'migration corridors', 'monitoring']],
  ['Telehealth', ['HHS', 'USDA'], ['remote care', 'broadband', 'clinics', 'specialists']],
  ['Refugee Resettlement', ['HHS', 'DOS'], ['case management', 'language classes', 'employment', 'housing']],
  ['Forest Management', ['USDA'], ['timber', 'reforestation', 'forests', 'watersheds']],
  ['Museum Collections', ['IMLS', 'NEH'], ['conservation', 'digitization', 'exhibitions', 'archives']],
  ['Nutrition Assistance', ['USDA'], ['school meals', 'farmers markets', 'seniors', 'nutrition education']],
  ['Brownfield Cleanup', ['EPA'], ['contamination', 'site assessment', 'redevelopment', 'remediation']],
];

const ACTIVITIES = [
  'Planning',
  'Research',
  'Demonstration',
  'Capacity Building',
  'Training',
  'Construction',
  'Technical Assistance',
  'Evaluation',
  'Outreach',
  'Innovation',
];

const POPULATIONS = [
  'Tribal Communities',
  'Veterans',
  'Older Adults',
  'Rural Counties',
  'Low-Income Families',
  'Youth',
  'People with Disabilities',
  'Immigrant Communities',
  'Farmers and Ranchers',
  'Small Towns',
  'Students',
  'Underserved Neighborhoods',
];

const AGENCY_NAMES: Record<string, string> = {
  EPA: 'Environmental Protection Agency',
  USDA: 'Department of Agriculture',
  HHS: 'Department of Health and Human Services',
  ED: 'Department of Education',
  IMLS: 'Institute of Museum and Library Services',
  NTIA: 'National Telecommunications and Information Administration',
  DOJ: 'Department of Justice',
  DOI: 'Department of the Interior',
  HUD: 'Department of Housing and Urban Development',
  DOL: 'Department of Labor',
  VA: 'Department of Veterans Affairs',
  DOC: 'Department of Commerce',
  DOE: 'Department of Energy',
  DOT: 'Department of Transportation',
  NEA: 'National Endowment for the Arts',
  NEH: 'National Endowment for the Humanities',
  SBA: 'Small Business Administration',
  DHS: 'Department of Homeland Security',
  NSF: 'National Science Foundation',
  DOS: 'Department of State',
};

export interface GeneratedOpportunity {
  grantsGovId: number;
  number: string;
  title: string;
  agencyCode: string;
  agencyName: string;
  status: 'forecasted' | 'posted';
  openDate: string;
  closeDate: string;
  awardCeilingCents: number;
  awardFloorCents: number;
  synopsis: string;
}

/** Far above Grants.gov's ids and the demo's, so the bench's rows never meet real or demo ones. */
export const BENCH_OPPORTUNITY_FIRST_ID = 1_900_000_001;

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const day = (base: number, offset: number) => new Date(base + offset * 86_400_000).toISOString().slice(0, 10);

/** `count` opportunities; close dates spread over the year after `from` (yyyy-MM-dd). */
export function generateOpportunityCorpus(count: number, seed: number, from: string): GeneratedOpportunity[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const base = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => {
    const [theme, agencies, words] = pick(THEMES);
    const activity = pick(ACTIVITIES);
    const population = pick(POPULATIONS);
    const agencyCode = pick(agencies);
    const [first, second] = [pick(words), pick(words)];
    const other = pick(THEMES);
    const ceiling = 25_000 * (1 + Math.floor(next() * 80));
    const open = Math.floor(next() * 60) - 60;
    return {
      grantsGovId: BENCH_OPPORTUNITY_FIRST_ID + index,
      number: `${agencyCode}-${27 + (index % 2)}-${String(index % 1000).padStart(3, '0')}`,
      title: `${theme} ${activity} Grants for ${population}`,
      agencyCode,
      agencyName: AGENCY_NAMES[agencyCode] ?? agencyCode,
      status: next() < 0.25 ? 'forecasted' : 'posted',
      openDate: day(base, open),
      closeDate: day(base, 1 + Math.floor(next() * 365)),
      awardCeilingCents: ceiling * 100,
      awardFloorCents: Math.round(ceiling / 10) * 100,
      synopsis:
        `This ${activity.toLowerCase()} program funds ${theme.toLowerCase()} projects serving ${population.toLowerCase()}. ` +
        `Applicants should describe how the work on ${first} and ${second} will be sustained after the award, ` +
        `with measurable outcomes and partners. Projects that also address ${other[0].toLowerCase()} ` +
        `or ${pick(other[2])} are welcome. Eligible applicants include nonprofits, local governments and ` +
        `institutions of higher education; cost sharing is not required.`,
    };
  });
}
