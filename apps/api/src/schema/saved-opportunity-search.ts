import type { OpportunityFilters } from '@grantflow/db/repositories/opportunities';
import type { SavedOpportunitySearchRecord } from '@grantflow/db/repositories/saved-opportunity-searches';
import { deleteSavedOpportunitySearch } from '@grantflow/use-cases/saved-searches/delete-saved-opportunity-search';
import { listSavedOpportunitySearches } from '@grantflow/use-cases/saved-searches/list-saved-opportunity-searches';
import { pauseSavedOpportunitySearch } from '@grantflow/use-cases/saved-searches/pause-saved-opportunity-search';
import { resumeSavedOpportunitySearch } from '@grantflow/use-cases/saved-searches/resume-saved-opportunity-search';
import { saveOpportunitySearch } from '@grantflow/use-cases/saved-searches/save-opportunity-search';
import { savedOpportunitySearchSchema } from '@grantflow/validation/saved-opportunity-search';
import { builder } from '../builder.ts';
import { tenantMutation } from '../operations/tenant-mutation.ts';
import { tenantQuery } from '../operations/tenant-query.ts';
import { OpportunityFiltersInput } from './opportunity.ts';
import { OpportunityStatusEnum } from './opportunity-types.ts';
import { idArg } from './scope.ts';

// Saved searches (docs/product.md, Saved searches): the caller's own Find grants searches in the effective
// organisation, which the daily digest e-mails about. Another user's search is as absent as an unknown id.

const SavedSearchFiltersRef = builder
  .objectRef<OpportunityFilters>('SavedOpportunitySearchFilters')
  .implement({
    description:
      'The filters a search was saved with (the fields of OpportunityFilters); null: not filtered.',
    fields: (t) => ({
      status: t.field({
        type: OpportunityStatusEnum,
        nullable: true,
        description: 'Only this status.',
        resolve: (filters) => filters.status ?? null,
      }),
      closeFrom: t.string({
        nullable: true,
        description: 'Close date on or after (yyyy-MM-dd).',
        resolve: (filters) => filters.closeFrom ?? null,
      }),
      closeTo: t.string({
        nullable: true,
        description: 'Close date on or before (yyyy-MM-dd).',
        resolve: (filters) => filters.closeTo ?? null,
      }),
      agency: t.string({
        nullable: true,
        description: "The agency's code, or part of its name.",
        resolve: (filters) => filters.agency ?? null,
      }),
    }),
  });

const SavedSearchRef = builder.objectRef<SavedOpportunitySearchRecord>('SavedOpportunitySearch').implement({
  description: 'A Find grants search the caller saved; the daily digest e-mails what is new for it.',
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false, description: 'The saved search.' }),
    name: t.exposeString('name', { nullable: false, description: 'What the user called it.' }),
    search: t.exposeString('search', { nullable: true, description: 'The search text; null: none.' }),
    filters: t.field({
      type: SavedSearchFiltersRef,
      nullable: false,
      description: 'Status, close-date range, agency.',
      resolve: (row) => row.filters,
    }),
    paused: t.exposeBoolean('paused', { nullable: false, description: 'Whether the digest skips it.' }),
    createdAt: t.string({
      nullable: false,
      description: 'When it was saved (ISO 8601).',
      resolve: (row) => row.createdAt.toISOString(),
    }),
    lastDigestAt: t.string({
      nullable: true,
      description: 'The end of what the last digest covered (ISO 8601); null: no digest yet.',
      resolve: (row) => row.lastDigestAt?.toISOString() ?? null,
    }),
  }),
});

const SavedSearchInput = builder.inputType('SavedOpportunitySearchInput', {
  description: 'A search to save: the arguments of searchOpportunities under a name.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'Its name, 1 to 100 characters.' }),
    search: t.string({ description: 'Words to find, as in searchOpportunities.' }),
    filters: t.field({ type: OpportunityFiltersInput, description: 'Status, close-date range, agency.' }),
  }),
});

const savedSearchId = (id: string | number) => idArg(id, 'SAVED_SEARCH_NOT_FOUND');

builder.queryField('listSavedOpportunitySearches', (t) =>
  t.field({
    type: [SavedSearchRef],
    nullable: false,
    description: "The caller's own saved searches in the organisation, oldest first.",
    resolve: tenantQuery({
      read: ({ tenant, user }) => listSavedOpportunitySearches({ ...tenant, userId: user.id }),
    }),
  }),
);

builder.mutationFields((t) => ({
  saveOpportunitySearch: t.field({
    type: SavedSearchRef,
    nullable: false,
    description: 'Saves a search for the caller (active); SAVED_SEARCH_LIMIT past 25 in one organisation.',
    args: { params: t.arg({ type: SavedSearchInput, required: true, description: 'The search.' }) },
    resolve: tenantMutation('saveOpportunitySearch', {
      input: savedOpportunitySearchSchema,
      run: ({ tenant, user, input }) => saveOpportunitySearch({ ...tenant, userId: user.id, fields: input }),
    }),
  }),
  deleteSavedOpportunitySearch: t.id({
    nullable: false,
    description: "Deletes one of the caller's saved searches; returns its id.",
    args: { id: t.arg.id({ required: true, description: 'The saved search.' }) },
    resolve: tenantMutation('deleteSavedOpportunitySearch', {
      run: async ({ tenant, user, args }) =>
        deleteSavedOpportunitySearch({ ...tenant, userId: user.id, id: savedSearchId(args.id) }),
    }),
  }),
  pauseSavedOpportunitySearch: t.field({
    type: SavedSearchRef,
    nullable: false,
    description: "The daily digest skips the caller's saved search until it is resumed.",
    args: { id: t.arg.id({ required: true, description: 'The saved search.' }) },
    resolve: tenantMutation('pauseSavedOpportunitySearch', {
      run: ({ tenant, user, args }) =>
        pauseSavedOpportunitySearch({ ...tenant, userId: user.id, id: savedSearchId(args.id) }),
    }),
  }),
  resumeSavedOpportunitySearch: t.field({
    type: SavedSearchRef,
    nullable: false,
    description: 'The daily digest covers the saved search again, with what is new since its last digest.',
    args: { id: t.arg.id({ required: true, description: 'The saved search.' }) },
    resolve: tenantMutation('resumeSavedOpportunitySearch', {
      run: ({ tenant, user, args }) =>
        resumeSavedOpportunitySearch({ ...tenant, userId: user.id, id: savedSearchId(args.id) }),
    }),
  }),
}));
