import type { OpportunityRecord } from '@grantflow/db/repositories/opportunities';
import { dismissOpportunity } from '@grantflow/use-cases/opportunities/dismiss-opportunity';
import { getOpportunity } from '@grantflow/use-cases/opportunities/get-opportunity';
import { requestOpportunitySync } from '@grantflow/use-cases/opportunities/request-opportunity-sync';
import { restoreOpportunity } from '@grantflow/use-cases/opportunities/restore-opportunity';
import { searchOpportunities } from '@grantflow/use-cases/opportunities/search-opportunities';
import { trackOpportunity } from '@grantflow/use-cases/opportunities/track-opportunity';
import { opportunitySearchArgsSchema } from '@grantflow/validation/opportunity';
import { builder } from '../builder.ts';
import { adminMutation } from '../operations/admin-mutation.ts';
import { tenantMutation } from '../operations/tenant-mutation.ts';
import { tenantQuery } from '../operations/tenant-query.ts';
import { validateArgs } from './errors.ts';
import { OpportunityRef, OpportunityStatusEnum } from './opportunity-types.ts';
import { ApplicationRef, PaginationInput } from './refs.ts';
import { idArg } from './scope.ts';

// Find grants (docs/product.md, Find grants): the shared Grants.gov copy searched for the caller's
// organisation, and what the organisation decides about an opportunity.

export const OpportunityFiltersInput = builder.inputType('OpportunityFilters', {
  description: 'Filters of searchOpportunities; absent ones filter nothing.',
  fields: (t) => ({
    status: t.field({ type: OpportunityStatusEnum, description: 'Only this status.' }),
    closeFrom: t.string({ description: 'Close date on or after (yyyy-MM-dd).' }),
    closeTo: t.string({ description: 'Close date on or before (yyyy-MM-dd).' }),
    agency: t.string({ description: "The agency's code, or part of its name." }),
  }),
});

const OpportunityPageRef = builder
  .objectRef<{ total: number; items: OpportunityRecord[] }>('OpportunityPage')
  .implement({
    description: 'One page of opportunities.',
    fields: (t) => ({
      total: t.exposeInt('total', { description: 'How many match in all.', nullable: false }),
      items: t.field({
        type: [OpportunityRef],
        nullable: false,
        description: 'The opportunities on this page, best match first.',
        resolve: (page) => page.items,
      }),
    }),
  });

const opportunityId = (id: string | number) => idArg(id, 'OPPORTUNITY_NOT_FOUND');

builder.queryFields((t) => ({
  searchOpportunities: t.field({
    type: OpportunityPageRef,
    nullable: false,
    description:
      "Federal opportunities in the local copy of Grants.gov matching `search` (English full text, then similar titles), without the organisation's dismissed ones.",
    args: {
      search: t.arg.string({ description: 'Words to find in the title, agency, number or synopsis.' }),
      filters: t.arg({ type: OpportunityFiltersInput, description: 'Status, close-date range, agency.' }),
      pagination: t.arg({ type: PaginationInput, description: 'Which page (20 per page when absent).' }),
    },
    resolve: tenantQuery({
      input: (args) => validateArgs(opportunitySearchArgsSchema, args),
      read: ({ tenant, input }) =>
        searchOpportunities({
          ...tenant,
          search: input.search,
          filters: input.filters,
          page: input.pagination,
        }),
    }),
  }),
  getOpportunity: t.field({
    type: OpportunityRef,
    nullable: false,
    description:
      'One opportunity with its synopsis, award range and eligibility; OPPORTUNITY_NOT_FOUND when absent.',
    args: { id: t.arg.id({ required: true, description: 'The opportunity.' }) },
    resolve: tenantQuery({
      read: ({ tenant, args }) => getOpportunity({ ...tenant, id: opportunityId(args.id) }),
    }),
  }),
}));

builder.mutationFields((t) => ({
  trackOpportunity: t.field({
    type: ApplicationRef,
    nullable: false,
    description:
      'Tracks the opportunity: the funder named after the agency (reused by name), a one-time grant and its application with the close date as deadline, in one transaction. A second call answers the same application.',
    args: { id: t.arg.id({ required: true, description: 'The opportunity.' }) },
    resolve: tenantMutation('trackOpportunity', {
      run: ({ tenant, args }) => trackOpportunity({ ...tenant, id: opportunityId(args.id) }),
    }),
  }),
  dismissOpportunity: t.field({
    type: OpportunityRef,
    nullable: false,
    description: "Not for us: hides the opportunity from the organisation's results until restored.",
    args: { id: t.arg.id({ required: true, description: 'The opportunity.' }) },
    resolve: tenantMutation('dismissOpportunity', {
      run: ({ tenant, args }) => dismissOpportunity({ ...tenant, id: opportunityId(args.id) }),
    }),
  }),
  restoreOpportunity: t.field({
    type: OpportunityRef,
    nullable: false,
    description: 'Undoes Not for us: the opportunity shows in the results again.',
    args: { id: t.arg.id({ required: true, description: 'The opportunity.' }) },
    resolve: tenantMutation('restoreOpportunity', {
      run: ({ tenant, args }) => restoreOpportunity({ ...tenant, id: opportunityId(args.id) }),
    }),
  }),
  syncOpportunities: t.boolean({
    nullable: false,
    description: "ADMIN only: starts a Grants.gov sync on the importer's queue and returns at once (true).",
    resolve: adminMutation('syncOpportunities', {
      action: 'admin.opportunities.sync',
      run: ({ ctx }) => requestOpportunitySync({ enqueue: ctx.requestOpportunitySync }),
    }),
  }),
}));
