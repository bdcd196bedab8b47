import { listOrganizations } from '@grantflow/auth/list-organizations';
import type { AuthOrganization } from '@grantflow/auth/user';
import { currentFiscalYear } from '@grantflow/domain/fiscal-year/fiscal-year-of';
import { updateOrganizationSettings } from '@grantflow/use-cases/organization/update-organization-settings';
import { organizationUpdateArgsSchema } from '@grantflow/validation/organization';
import { builder } from '../builder.ts';
import { signedInQuery } from '../operations/signed-in-query.ts';
import { tenantMutation } from '../operations/tenant-mutation.ts';

export const OrganizationRef = builder.objectRef<AuthOrganization>('Organization').implement({
  description: 'An organisation (a tenant): its users, funders, programs and grants.',
  fields: (t) => ({
    id: t.exposeID('id', { description: "The organisation's id.", nullable: false }),
    name: t.exposeString('name', { description: 'Its name.', nullable: false }),
    currentFiscalYear: t.int({
      description: 'The fiscal year today falls in.',
      nullable: false,
      resolve: (organization) => currentFiscalYear(organization.fiscalYearStart, new Date()),
    }),
    fiscalYearStart: t.exposeString('fiscalYearStart', {
      description: 'yyyy-MM-dd whose month and day start the fiscal year; null: January 1.',
      nullable: true,
    }),
    currency: t.exposeString('currency', {
      nullable: false,
      description:
        "ISO 4217 code the organisation's amounts are shown in ('USD' until an admin picks another).",
    }),
  }),
});

builder.queryField('listOrganizations', (t) =>
  t.field({
    type: [OrganizationRef],
    nullable: false,
    description:
      'ADMIN: all organisations; MANAGER: linked ones and their own; USER: their own. Each carries what impersonating it needs (id, currentFiscalYear, fiscalYearStart).',
    resolve: signedInQuery({ read: ({ db, user }) => listOrganizations(db, user) }),
  }),
);

const OrganizationParamsInput = builder.inputType('OrganizationParams', {
  description: "An organisation's new values; absent fields are unchanged.",
  fields: (t) => ({
    name: t.string({ description: 'The new name.', required: false }),
    /** yyyy-MM-dd; its month and day start the fiscal year. */
    fiscalYearStart: t.string({
      description: 'yyyy-MM-dd; its month and day start the fiscal year.',
      required: false,
    }),
    /** ISO 4217 code, e.g. 'EUR'; amounts are unchanged, only how they are shown. */
    currency: t.string({
      description: "ISO 4217 code, e.g. 'EUR'; amounts are unchanged, only how they are shown.",
      required: false,
    }),
  }),
});

// Only these properties exist: GraphQL itself refuses any other input field (role, authorized,
// organizationId, …), so nothing else can be written through this mutation (SECURITY.md, row 2).

builder.mutationField('updateOrganization', (t) =>
  t.field({
    type: OrganizationRef,
    nullable: false,
    description:
      'Renames the organisation, moves its fiscal-year start or changes its currency (ISO 4217). Only an organisation the caller may act for (as for X-Organization-Id).',
    args: {
      id: t.arg.id({ required: true, description: 'The organisation.' }),
      params: t.arg({
        type: OrganizationParamsInput,
        required: true,
        description: "The organisation's new name and fiscal-year start.",
      }),
    },
    resolve: tenantMutation('updateOrganization', {
      // ORGANIZATION_NOT_FOUND before any VALIDATION: the id is the organisation acted for.
      organizationFirst: (args) => args.id,
      input: organizationUpdateArgsSchema,
      // A null field is left unchanged, as an absent one.
      from: ({ params }) => ({
        name: params.name ?? undefined,
        fiscalYearStart: params.fiscalYearStart ?? undefined,
        currency: params.currency ?? undefined,
      }),
      run: ({ tenant, user, input }) =>
        updateOrganizationSettings({ db: tenant.db, user, id: tenant.organization.id, params: input }),
    }),
  }),
);
