import { listOrganizations } from '@grantflow/auth/list-organizations';
import type { AuthOrganization } from '@grantflow/auth/user';
import { currentFiscalYear } from '@grantflow/domain/fiscal-year/fiscal-year-of';
import { builder } from '../builder.ts';

export const OrganizationRef = builder.objectRef<AuthOrganization>('Organization').implement({
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
    currentFiscalYear: t.int({
      nullable: false,
      resolve: (organization) => currentFiscalYear(organization.fiscalYearStart, new Date()),
    }),
    fiscalYearStart: t.exposeString('fiscalYearStart', { nullable: true }),
  }),
});

builder.queryField('listOrganizations', (t) =>
  t.field({
    type: [OrganizationRef],
    nullable: false,
    description: 'ADMIN: all organisations; MANAGER: linked ones and their own; USER: their own.',
    resolve: (_root, _args, ctx) => listOrganizations(ctx.db, ctx.auth?.user),
  }),
);
