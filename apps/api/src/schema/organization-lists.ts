import { listPrograms } from '@grantflow/use-cases/program/list-programs';
import { builder } from '../builder.ts';
import { tenantQuery } from '../operations/tenant-query.ts';
import { FunderPageRef, FunderSortInput, readFunderPage } from './funder.ts';
import { OrganizationRef } from './organization.ts';
import { PaginationInput, ProgramRef } from './refs.ts';
import { pageArgs, searchArg } from './scope.ts';

// An organisation's funders and programs (docs/product.md, Nested lists): listFunders and listPrograms acting
// for this organisation, which the caller must be allowed to act for (as an organizationId argument).
// Not batched: each organisation is its own tenant scope (row-level security), so under listOrganizations
// each costs one read of its own; the organisations are those the caller may act for, and the query's depth
// and cost limits (limits.ts) bound the rest.

const OrganizationFunderFiltersInput = builder.inputType('OrganizationFunderFilters', {
  description: "Which of the organisation's funders to keep.",
  fields: (t) => ({ search: t.string({ description: 'Matches name, e-mail or type, case-insensitive.' }) }),
});

builder.objectFields(OrganizationRef, (t) => ({
  funders: t.field({
    type: FunderPageRef,
    nullable: false,
    description:
      "The organisation's funders, as listFunders with filters.organizationId = this organisation.",
    args: {
      filters: t.arg({ description: 'Which funders to keep.', type: OrganizationFunderFiltersInput }),
      pagination: t.arg({
        type: PaginationInput,
        description: 'Which page, and how many per page (20 when absent).',
      }),
      sort: t.arg({
        description: 'Order by a responsiveness figure; absent: by name.',
        type: FunderSortInput,
      }),
    },
    resolve: tenantQuery({
      organizationOfParent: (organization) => organization.id,
      input: (args) => ({
        page: pageArgs(args.pagination),
        search: searchArg(args.filters?.search),
      }),
      read: ({ tenant, input, args, info }) => readFunderPage(tenant, { ...input, sort: args.sort }, info),
    }),
  }),
  programs: t.field({
    type: [ProgramRef],
    nullable: false,
    description: "The organisation's programs, as listPrograms(organizationId: this, fiscalYear).",
    args: {
      fiscalYear: t.arg.int({ description: 'The fiscal year whose goals to show; absent: the current one.' }),
    },
    resolve: tenantQuery({
      organizationOfParent: (organization) => organization.id,
      read: ({ tenant, args }) => listPrograms({ ...tenant, fiscalYear: args.fiscalYear }),
    }),
  }),
}));
