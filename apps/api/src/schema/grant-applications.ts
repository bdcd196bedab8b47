import type { ApplicationLoad } from '@grantflow/db/repositories/load';
import type { PageRequest } from '@grantflow/db/repositories/shared';
import { listGrantApplications } from '@grantflow/use-cases/application-reads/list-grant-applications';
import { builder } from '../builder.ts';
import { tenantQuery } from '../operations/tenant-query.ts';
import { ApplicationPageRef } from './application-types.ts';
import { childPages } from './child-pages.ts';
import { applicationLoad } from './load-from-selection.ts';
import { GrantRef, PaginationInput } from './refs.ts';
import { pageArgs } from './scope.ts';
import { lookAhead } from './selection.ts';

// A grant's applications (docs/product.md, Nested lists), read in the grant's own organisation and batched
// over the grants of a list (child-pages.ts).

type Options = PageRequest & { direction: 'ASC' | 'DESC'; load: ApplicationLoad };

const applicationPages = childPages((tenant, grantIds, options: Options) =>
  listGrantApplications({ ...tenant, grantIds, ...options }),
);

builder.objectFields(GrantRef, (t) => ({
  applications: t.field({
    type: ApplicationPageRef,
    nullable: false,
    description: "The grant's applications, ordered as listApplications (deadline ASC by default), paged.",
    args: {
      pagination: t.arg({
        type: PaginationInput,
        description: 'Which page, and how many per page (20 when absent).',
      }),
    },
    resolve: tenantQuery({
      organizationOfParent: (grant) => grant.organizationId,
      input: (args) => pageArgs(args.pagination),
      read: ({ tenant, input, args, parent, ctx, info }) =>
        ctx.loader(applicationPages).load({
          tenant,
          parentId: parent.id,
          options: {
            ...input,
            direction: args.pagination?.orderBy?.direction ?? 'ASC',
            load: applicationLoad(lookAhead(info).child('items')),
          },
        }),
    }),
  }),
}));
