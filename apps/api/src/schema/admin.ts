import { parseOrganizationId } from '@grantflow/auth/effective-organization';
import { currentFiscalYear } from '@grantflow/domain/fiscal-year/fiscal-year-of';
import { DomainError } from '@grantflow/domain/shared/errors';
import { adminLinkManager } from '@grantflow/use-cases/admin/admin-link-manager';
import { adminListOrganizations } from '@grantflow/use-cases/admin/admin-list-organizations';
import { adminListUsers } from '@grantflow/use-cases/admin/admin-list-users';
import { adminUnlinkManager } from '@grantflow/use-cases/admin/admin-unlink-manager';
import { adminUpdateUser } from '@grantflow/use-cases/admin/admin-update-user';
import type { AdminOrganization, AdminUser } from '@grantflow/use-cases/admin/admin-users';
import { adminUpdateUserArgsSchema } from '@grantflow/validation/admin';
import { ID_MAX } from '@grantflow/validation/limits';
import { builder } from '../builder.ts';
import { adminMutation } from '../operations/admin-mutation.ts';
import { adminQuery } from '../operations/admin-query.ts';
import { searchArg } from './scope.ts';
import { RoleEnum } from './user.ts';

// The admin page's operations, through adminQuery and adminMutation: the ADMIN role before the arguments;
// the use cases in packages/use-cases/src/admin audit each change.

const OrganizationSummaryRef = builder
  .objectRef<{ id: number; name: string }>('OrganizationSummary')
  .implement({
    description: "An organisation's id and name.",
    fields: (t) => ({
      id: t.exposeID('id', { description: "The organisation's id.", nullable: false }),
      name: t.exposeString('name', { description: 'Its name.', nullable: false }),
    }),
  });

const AdminOrganizationRef = builder.objectRef<AdminOrganization>('AdminOrganization').implement({
  description: 'An organisation as the admin page lists it.',
  fields: (t) => ({
    id: t.exposeID('id', { description: "The organisation's id.", nullable: false }),
    name: t.exposeString('name', { description: 'Its name.', nullable: false }),
    fiscalYearStart: t.exposeString('fiscalYearStart', {
      description: 'yyyy-MM-dd whose month and day start the fiscal year.',
      nullable: true,
    }),
    currency: t.exposeString('currency', { nullable: false, description: 'ISO 4217 code.' }),
    currentFiscalYear: t.int({
      description: 'The fiscal year today falls in.',
      nullable: false,
      resolve: (organization) => currentFiscalYear(organization.fiscalYearStart, new Date()),
    }),
    userCount: t.exposeInt('userCount', { description: 'How many users it has.', nullable: false }),
  }),
});

const AdminUserRef = builder.objectRef<AdminUser>('AdminUser').implement({
  description: 'A user as the admin page lists it.',
  fields: (t) => ({
    id: t.exposeID('id', { description: "The user's id.", nullable: false }),
    email: t.exposeString('email', { description: 'The e-mail they sign in with.', nullable: false }),
    role: t.field({
      description: 'ADMIN, MANAGER or USER.',
      type: RoleEnum,
      nullable: false,
      resolve: (user) => user.role,
    }),
    authorized: t.exposeBoolean('authorized', {
      description: 'False once the free trial ended.',
      nullable: false,
    }),
    organization: t.field({
      description: "The user's own organisation.",
      type: OrganizationSummaryRef,
      nullable: false,
      resolve: (user) => user.organization,
    }),
    managedOrganizations: t.field({
      description: 'For a MANAGER: the linked organisations.',
      type: [OrganizationSummaryRef],
      nullable: false,
      resolve: (user) => user.managedOrganizations,
    }),
  }),
});

/** A user id argument; anything but a positive integer of the id column's range names nobody. */
function userId(value: string): number {
  // Past ID_MAX PostgreSQL's integer overflows, which answered INTERNAL (found by the fuzz).
  if (!/^[1-9][0-9]{0,9}$/.test(value.trim()) || Number(value) > ID_MAX)
    throw new DomainError('USER_NOT_FOUND');
  return Number(value);
}

function organizationId(value: string): number {
  const id = parseOrganizationId(value);
  if (id === null) throw new DomainError('ORGANIZATION_NOT_FOUND');
  return id;
}

/** The user and organisation of a manager link; ids that name nobody answer as not found. */
function managerLink(args: { userId: string; organizationId: string }) {
  return { userId: userId(args.userId), organizationId: organizationId(args.organizationId) };
}

builder.queryField('adminListOrganizations', (t) =>
  t.field({
    type: [AdminOrganizationRef],
    nullable: false,
    description: 'ADMIN only: every organisation with its number of users.',
    resolve: adminQuery({
      action: 'admin.organizations.list',
      read: ({ db, admin }) => adminListOrganizations(db, admin),
    }),
  }),
);

builder.queryField('adminListUsers', (t) =>
  t.field({
    type: [AdminUserRef],
    nullable: false,
    description:
      'ADMIN only: users whose e-mail contains `search`, optionally of one organisation (at most 200).',
    args: {
      search: t.arg.string({ description: 'Part of the e-mail, case-insensitive.', required: false }),
      organizationId: t.arg.id({ description: 'Only users of this organisation.', required: false }),
    },
    resolve: adminQuery({
      action: 'admin.users.list',
      read: ({ db, admin, args }) =>
        adminListUsers(db, admin, {
          search: searchArg(args.search),
          organizationId: args.organizationId ? organizationId(args.organizationId) : null,
        }),
    }),
  }),
);

builder.mutationField('adminUpdateUser', (t) =>
  t.field({
    type: AdminUserRef,
    nullable: false,
    description:
      "ADMIN only: sets a user's role and/or authorized flag; a change ends the user's sessions at once.",
    args: {
      id: t.arg.id({ description: 'The user.', required: true }),
      role: t.arg({ description: 'The new role; absent: unchanged.', type: RoleEnum, required: false }),
      authorized: t.arg.boolean({
        description: 'The new authorized flag; absent: unchanged.',
        required: false,
      }),
    },
    resolve: adminMutation('adminUpdateUser', {
      action: 'admin.users.update',
      input: adminUpdateUserArgsSchema,
      resolverArguments: ['id'],
      run: ({ db, admin, input, args }) => adminUpdateUser(db, admin, { id: userId(args.id), ...input }),
    }),
  }),
);

/** What linking and unlinking a manager share: the answer, the arguments and how the wrapper reads them. */
const managerLinkField = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0]) => ({
  type: AdminUserRef,
  nullable: false as const,
  args: {
    userId: t.arg.id({ description: 'The MANAGER.', required: true }),
    organizationId: t.arg.id({ description: 'The organisation to link or unlink.', required: true }),
  },
});
const MANAGER_LINK = { resolverArguments: ['userId', 'organizationId'] } as const;

builder.mutationFields((t) => ({
  adminLinkManager: t.field({
    ...managerLinkField(t),
    description: 'ADMIN only: links a MANAGER to an organisation (their picker then lists it).',
    resolve: adminMutation('adminLinkManager', {
      ...MANAGER_LINK,
      action: 'admin.managers.link',
      run: ({ db, admin, args }) => adminLinkManager(db, admin, managerLink(args)),
    }),
  }),
  adminUnlinkManager: t.field({
    ...managerLinkField(t),
    description: "ADMIN only: removes a manager's link; their access to it stops with their next request.",
    resolve: adminMutation('adminUnlinkManager', {
      ...MANAGER_LINK,
      action: 'admin.managers.unlink',
      run: ({ db, admin, args }) => adminUnlinkManager(db, admin, managerLink(args)),
    }),
  }),
}));
