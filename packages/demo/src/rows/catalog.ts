import type { FunderType } from '@grantflow/domain/shared/enums';

// Invented but realistic funders. Any resemblance to a real organisation's contact data is accidental:
// every domain is under example.org / example.com, every phone number uses the fictional 555 exchange.

export interface FunderSeed {
  name: string;
  type: FunderType;
  city: string;
  state: string;
}

export const MAIN_FUNDERS: readonly FunderSeed[] = [
  { name: 'Hollis Family Foundation', type: 'FOUNDATION', city: 'Portland', state: 'OR' },
  { name: 'Cedar Ridge Community Trust', type: 'FOUNDATION', city: 'Boise', state: 'ID' },
  { name: 'The Marlowe Fund', type: 'FOUNDATION', city: 'Seattle', state: 'WA' },
  { name: 'Evergreen Health Foundation', type: 'FOUNDATION', city: 'Tacoma', state: 'WA' },
  { name: 'Lindqvist Charitable Foundation', type: 'FOUNDATION', city: 'Minneapolis', state: 'MN' },
  { name: 'North Fork Education Fund', type: 'FOUNDATION', city: 'Spokane', state: 'WA' },
  { name: 'Ada & Samuel Reyes Foundation', type: 'FOUNDATION', city: 'Sacramento', state: 'CA' },
  { name: 'Bright Horizons Legacy Fund', type: 'FOUNDATION', city: 'Denver', state: 'CO' },
  { name: 'Willow Creek Foundation', type: 'FOUNDATION', city: 'Eugene', state: 'OR' },
  { name: 'Oakmont Arts Endowment', type: 'FOUNDATION', city: 'Salem', state: 'OR' },
  { name: 'Pacific Crest Bank', type: 'CORPORATE', city: 'Portland', state: 'OR' },
  { name: 'Summit Outfitters Giving Program', type: 'CORPORATE', city: 'Bend', state: 'OR' },
  { name: 'Riverbend Credit Union', type: 'CORPORATE', city: 'Riverbend', state: 'OR' },
  { name: 'Northwest Power & Light', type: 'CORPORATE', city: 'Vancouver', state: 'WA' },
  { name: 'Greenleaf Grocers Community Fund', type: 'CORPORATE', city: 'Corvallis', state: 'OR' },
  { name: 'Cascade Software Cares', type: 'CORPORATE', city: 'Hillsboro', state: 'OR' },
  { name: 'Blue Heron Insurance', type: 'CORPORATE', city: 'Medford', state: 'OR' },
  { name: 'Timberline Builders', type: 'CORPORATE', city: 'Gresham', state: 'OR' },
  {
    name: 'U.S. Department of Agriculture – Rural Development',
    type: 'GOVERNMENT',
    city: 'Washington',
    state: 'DC',
  },
  { name: 'National Endowment for the Arts', type: 'GOVERNMENT', city: 'Washington', state: 'DC' },
  {
    name: 'Corporation for National and Community Service',
    type: 'GOVERNMENT',
    city: 'Washington',
    state: 'DC',
  },
  { name: 'Administration for Children and Families', type: 'GOVERNMENT', city: 'Washington', state: 'DC' },
  { name: 'Institute of Museum and Library Services', type: 'GOVERNMENT', city: 'Washington', state: 'DC' },
  { name: 'Oregon Department of Human Services', type: 'GOVERNMENT_STATE', city: 'Salem', state: 'OR' },
  { name: 'Oregon Arts Commission', type: 'GOVERNMENT_STATE', city: 'Salem', state: 'OR' },
  { name: 'Oregon Health Authority', type: 'GOVERNMENT_STATE', city: 'Portland', state: 'OR' },
  { name: 'Washington State Department of Commerce', type: 'GOVERNMENT_STATE', city: 'Olympia', state: 'WA' },
  { name: 'Oregon Housing and Community Services', type: 'GOVERNMENT_STATE', city: 'Salem', state: 'OR' },
  { name: 'City of Riverbend Parks & Recreation', type: 'GOVERNMENT_LOCAL', city: 'Riverbend', state: 'OR' },
  { name: 'Lane County Health & Human Services', type: 'GOVERNMENT_LOCAL', city: 'Eugene', state: 'OR' },
  { name: 'Multnomah County Library District', type: 'GOVERNMENT_LOCAL', city: 'Portland', state: 'OR' },
  { name: 'Riverbend School District 12', type: 'GOVERNMENT_LOCAL', city: 'Riverbend', state: 'OR' },
  { name: 'United Way of the Columbia Valley', type: 'ORGANIZATION', city: 'Portland', state: 'OR' },
  { name: 'Rotary Club of Riverbend', type: 'ORGANIZATION', city: 'Riverbend', state: 'OR' },
  { name: 'Kiwanis Club of Salem', type: 'ORGANIZATION', city: 'Salem', state: 'OR' },
  { name: 'Oregon Food Bank Network', type: 'ORGANIZATION', city: 'Portland', state: 'OR' },
  { name: 'Lions Club District 36', type: 'ORGANIZATION', city: 'Albany', state: 'OR' },
  { name: 'Anonymous Donor-Advised Fund', type: 'OTHER', city: 'Portland', state: 'OR' },
  { name: 'Riverbend Giving Circle', type: 'OTHER', city: 'Riverbend', state: 'OR' },
  { name: 'Estate of Margaret O’Neill', type: 'OTHER', city: 'Ashland', state: 'OR' },
];

export const HARBOR_FUNDERS: readonly FunderSeed[] = [
  { name: 'Harborview Maritime Foundation', type: 'FOUNDATION', city: 'Boston', state: 'MA' },
  { name: 'Seaside Savings Bank', type: 'CORPORATE', city: 'Gloucester', state: 'MA' },
  { name: 'Massachusetts Cultural Council', type: 'GOVERNMENT_STATE', city: 'Boston', state: 'MA' },
  { name: 'City of Salem Youth Services', type: 'GOVERNMENT_LOCAL', city: 'Salem', state: 'MA' },
  { name: 'Bay Colony Community Fund', type: 'FOUNDATION', city: 'Quincy', state: 'MA' },
  { name: 'North Shore Rotary', type: 'ORGANIZATION', city: 'Beverly', state: 'MA' },
];

export const PRAIRIE_FUNDERS: readonly FunderSeed[] = [
  { name: 'Great Plains Arts Foundation', type: 'FOUNDATION', city: 'Omaha', state: 'NE' },
  { name: 'Nebraska Arts Council', type: 'GOVERNMENT_STATE', city: 'Lincoln', state: 'NE' },
  { name: 'Heartland Grain Cooperative', type: 'CORPORATE', city: 'Kearney', state: 'NE' },
  { name: 'Friends of the Prairie Stage', type: 'OTHER', city: 'Grand Island', state: 'NE' },
];

export const MAIN_PROGRAMS = [
  'Youth Literacy',
  'Senior Nutrition',
  'Community Arts',
  'Affordable Housing',
  'Mental Health Access',
  'Environmental Stewardship',
] as const;

export const HARBOR_PROGRAMS = ['After-School Sailing', 'Teen Mentoring'] as const;
export const PRAIRIE_PROGRAMS = ['Touring Theatre', 'Arts in Schools'] as const;

export const CONTACT_NAMES = [
  'Dana Whitfield',
  'Marcus Oyelaran',
  'Priya Natarajan',
  'Tom Albrecht',
  'Lucia Fernández',
  'Grace Okafor',
  'Henry Lindqvist',
  'Mei-Ling Chen',
  'Samuel Reyes',
  'Hannah Kowalski',
  'Jamal Carter',
  'Ingrid Solberg',
] as const;

export const CONTACT_TITLES = [
  'Program Officer',
  'Grants Manager',
  'Executive Director',
  'Community Liaison',
] as const;

export const STREETS = [
  'Main St',
  'Oak Ave',
  'River Rd',
  'Cedar Ln',
  'Market St',
  'Pine St',
  'Elm St',
  '5th Ave',
] as const;

export const DECLINED_REASONS = [
  'Funding priorities shifted this cycle toward rural capacity building.',
  'Highly competitive round; the committee funded 12 of 140 proposals.',
  'Budget did not show sufficient matching funds.',
  'Program outside the geographic focus area for this year.',
  'Request exceeded the maximum award size.',
  'Funder paused new commitments pending a strategic review.',
] as const;

export const INELIGIBLE_REASONS = [
  'Organisation budget above the eligibility ceiling.',
  'Requires three years of audited financials; we have two.',
  'Open only to applicants in King County.',
  'Capital projects are not eligible in this program.',
] as const;

export const FUNDER_NOTES = [
  'Prefers a phone call before a full proposal. Very responsive to outcome data.',
  'Board meets quarterly; decisions arrive about 10 weeks after the deadline.',
  'Asked us to emphasise volunteer hours in the next application.',
  'Site visit in spring went well; program officer loved the reading circles.',
  'Multi-year funding possible after two successful cycles.',
  'Reporting is light: a one-page narrative and a budget-to-actuals table.',
] as const;

export const HOW_TO_APPLY = [
  'Letter of inquiry through the online portal, then invited full proposal.',
  'Online application via the funder portal; attach the latest 990 and board list.',
  'Submit through Grants.gov (SF-424 package); register in SAM.gov first.',
  'E-mail a two-page concept note to the program officer.',
  'Rolling applications reviewed monthly by the community committee.',
] as const;

export const REPORT_DESCRIPTIONS = [
  'Mid-year narrative and budget-to-actuals.',
  'Final outcomes report with participant counts.',
  'Courtesy update with photos from the spring event.',
  'Annual impact summary and audited financials.',
] as const;
