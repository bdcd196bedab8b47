import type { GrantRecord } from '@grantflow/db/repositories/grants';
import type { ApplicationLoad, GrantLoad } from '@grantflow/db/repositories/load';
import type { Page, PageRequest } from '@grantflow/db/repositories/shared';
import { listFunderAwards } from '@grantflow/use-cases/funder/list-funder-awards';
import { listFunderGrants } from '@grantflow/use-cases/funder/list-funder-grants';
import { builder } from '../builder.ts';
import { tenantQuery } from '../operations/tenant-query.ts';
import { ApplicationPageRef } from './application-types.ts';
import { childPages } from './child-pages.ts';
import { applicationLoad, grantLoad } from './load-from-selection.ts';
import { FunderRef, GrantRef, PaginationInput } from './refs.ts';
import { pageArgs } from './scope.ts';
import { lookAhead } from './selection.ts';

// A funder's grants and awards (docs/product.md, Nested lists), read in the funder's own organisation and
// batched over the funders of a list (child-pages.ts).

export const GrantPageRef = builder.objectRef<Page<GrantRecord>>('GrantPage').implement({
  description: 'One page of grants.',
  fields: (t) => ({
    items: t.field({
      description: 'The grants on this page.',
      type: [GrantRef],
      nullable: false,
      resolve: (page) => page.items,
    }),
    total: t.int({
      description: 'How many grants the whole list holds.',
      nullable: false,
      resolve: (page) => page.total ?? 0,
    }),
  }),
});

const grantPages = childPages((tenant, funderIds, options: PageRequest & { load: GrantLoad }) =>
  listFunderGrants({ ...tenant, funderIds, ...options }),
);

const awardPages = childPages((tenant, funderIds, options: PageRequest & { load: ApplicationLoad }) =>
  listFunderAwards({ ...tenant, funderIds, ...options }),
);

builder.objectFields(FunderRef, (t) => ({
  grants: t.field({
    type: GrantPageRef,
    nullable: false,
    description:
      "The funder's grants by program name then id, paged (default page size 20, max as the other lists).",
    args: {
      pagination: t.arg({
        type: PaginationInput,
        description: 'Which page, and how many per page (20 when absent).',
      }),
    },
    resolve: tenantQuery({
      organizationOfParent: (funder) => funder.organizationId,
      input: (args) => pageArgs(args.pagination),
      read: ({ tenant, input, parent, ctx, info }) =>
        ctx.loader(grantPages).load({
          tenant,
          parentId: parent.id,
          options: { ...input, load: grantLoad(lookAhead(info).child('items')) },
        }),
    }),
  }),
  awards: t.field({
    type: ApplicationPageRef,
    nullable: false,
    description: "The funder's awarded applications, latest award first, paged.",
    args: {
      pagination: t.arg({
        type: PaginationInput,
        description: 'Which page, and how many per page (20 when absent).',
      }),
    },
    resolve: tenantQuery({
      organizationOfParent: (funder) => funder.organizationId,
      input: (args) => pageArgs(args.pagination),
      read: ({ tenant, input, parent, ctx, info }) =>
        ctx.loader(awardPages).load({
          tenant,
          parentId: parent.id,
          options: { ...input, load: applicationLoad(lookAhead(info).child('items')) },
        }),
    }),
  }),
}));
