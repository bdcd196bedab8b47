import { PAGE_SIZES } from '@grantflow/domain/constants/limits';
import { listFunders } from '@grantflow/use-cases/funder/list-funders';
import { listPrograms } from '@grantflow/use-cases/program/list-programs';
import { builder } from '../builder.ts';
import { tenantQuery } from '../operations/tenant-query.ts';
import { FunderPageRef, FunderSortInput } from './funder.ts';
import { funderLoad } from './load-from-selection.ts';
import { OrganizationRef } from './organization.ts';
import { PaginationInput, ProgramRef } from './refs.ts';
import { derivationToday, pageArgs, searchArg } from './scope.ts';
import { lookAhead } from './selection.ts';

// An organisation's funders and programs (docs/api.md, Nested lists): listFunders and listPrograms acting
// for this organisation, which the caller must be allowed to act for (as an organizationId argument).
// Not batched: each organisation is its own tenant scope (row-level security), so under listOrganizations
// each costs one read of its own; the organisations are those the caller may act for, and the query's depth
// and cost limits (limits.ts) bound the rest.

const OrganizationFunderFiltersInput = builder.inputType('OrganizationFunderFilters', {
  fields: (t) => ({ search: t.string() }),
});

builder.objectFields(OrganizationRef, (t) => ({
  funders: t.field({
    type: FunderPageRef,
    nullable: false,
    description: "The organisation's funders, as listFunders with filters.organizationId = this organisation.",
    args: {
      filters: t.arg({ type: OrganizationFunderFiltersInput }),
      pagination: t.arg({ type: PaginationInput }),
      sort: t.arg({ type: FunderSortInput }),
    },
    resolve: tenantQuery({
      organizationOfParent: (organization) => organization.id,
      input: (args) => ({
        page: pageArgs(args.pagination, PAGE_SIZES.funders),
        search: searchArg(args.filters?.search),
      }),
      read: ({ tenant, input: { page, search }, args, info }) => {
        const selection = lookAhead(info);
        return listFunders({
          ...tenant,
          search,
          ...page,
          withTotal: selection.has('total'),
          load: funderLoad(selection.child('items')),
          sort: args.sort
            ? { field: args.sort.field, direction: args.sort.direction ?? 'ASC', today: derivationToday() }
            : null,
        });
      },
    }),
  }),
  programs: t.field({
    type: [ProgramRef],
    nullable: false,
    description: "The organisation's programs, as listPrograms(organizationId: this, fiscalYear).",
    args: { fiscalYear: t.arg.int() },
    resolve: tenantQuery({
      organizationOfParent: (organization) => organization.id,
      read: ({ tenant, args }) => listPrograms({ ...tenant, fiscalYear: args.fiscalYear }),
    }),
  }),
}));
