import type { MatchedOpportunity } from '@grantflow/use-cases/opportunities/matched-opportunities';
import { OPPORTUNITY_STATUS_VALUES } from '@grantflow/validation/opportunity';
import { builder } from '../builder.ts';
import { describedValues, dollars } from './refs.ts';

export const OpportunityStatusEnum = builder.enumType('OpportunityStatus', {
  description: "An opportunity's status on Grants.gov.",
  values: describedValues(OPPORTUNITY_STATUS_VALUES, {
    forecasted: 'Announced ahead; applications not open yet.',
    posted: 'Open for applications.',
    closed: 'Past its close date, or no longer listed by Grants.gov.',
    archived: 'Archived by Grants.gov.',
  }),
});

export const OpportunityRef = builder.objectRef<MatchedOpportunity>('Opportunity').implement({
  description:
    'A federal funding opportunity from the local copy of Grants.gov (shared by every organisation).',
  fields: (t) => ({
    id: t.exposeID('id', { description: "The opportunity's id here (not Grants.gov's).", nullable: false }),
    grantsGovId: t.exposeInt('grantsGovId', { description: "Grants.gov's opportunity id.", nullable: false }),
    number: t.exposeString('number', { description: 'The funding opportunity number.', nullable: false }),
    title: t.exposeString('title', { description: 'The title.', nullable: false }),
    agency: t.exposeString('agencyName', { description: 'The agency offering it.', nullable: false }),
    agencyCode: t.exposeString('agencyCode', { description: "The agency's code.", nullable: false }),
    status: t.field({
      type: OpportunityStatusEnum,
      description: 'forecasted, posted, closed or archived.',
      nullable: false,
      resolve: (o) => o.status,
    }),
    openDate: t.exposeString('openDate', { description: 'Posted on (yyyy-MM-dd).', nullable: true }),
    closeDate: t.exposeString('closeDate', {
      description: 'Applications close (yyyy-MM-dd).',
      nullable: true,
    }),
    awardCeiling: t.float({
      description: 'The largest award, in dollars; null when not stated.',
      nullable: true,
      resolve: (o) => dollars(o.awardCeilingCents),
    }),
    awardFloor: t.float({
      description: 'The smallest award, in dollars; null when not stated.',
      nullable: true,
      resolve: (o) => dollars(o.awardFloorCents),
    }),
    eligibilityCodes: t.exposeStringList('eligibilityCodes', {
      description: "Grants.gov's eligible applicant type codes.",
      nullable: false,
    }),
    alns: t.exposeStringList('alns', { description: 'Assistance Listing Numbers.', nullable: false }),
    synopsis: t.exposeString('synopsis', { description: "The agency's synopsis.", nullable: false }),
    link: t.exposeString('link', { description: 'The official notice.', nullable: false }),
    matchReasons: t.exposeStringList('matchReasons', {
      description:
        'Why it fits the organisation, strongest first (at most 3): its programs\' words found in the opportunity ("Program: Youth literacy — literacy, youth") and past awards\' funders naming its agency ("Past award: Department of Education"). Empty when nothing is in common.',
      nullable: false,
    }),
    tracked: t.boolean({
      description: 'Whether the organisation tracks it (trackOpportunity).',
      nullable: false,
      resolve: (o) => o.trackedApplicationId !== null,
    }),
    trackedApplicationId: t.exposeID('trackedApplicationId', {
      description: 'The application it is tracked with, if any.',
      nullable: true,
    }),
    dismissed: t.exposeBoolean('dismissed', {
      description: 'Whether the organisation marked it Not for us.',
      nullable: false,
    }),
  }),
});
