import { parseOrganizationId } from '@grantflow/auth/effective-organization';
import { requireAdmin } from '@grantflow/auth/roles';
import { currentFiscalYear } from '@grantflow/domain/fiscal-year/fiscal-year-of';
import { DomainError } from '@grantflow/domain/shared/errors';
import { adminLinkManager } from '@grantflow/use-cases/admin/admin-link-manager';
import { adminListOrganizations } from '@grantflow/use-cases/admin/admin-list-organizations';
import { adminListUsers } from '@grantflow/use-cases/admin/admin-list-users';
import { adminUnlinkManager } from '@grantflow/use-cases/admin/admin-unlink-manager';
import { adminUpdateUser } from '@grantflow/use-cases/admin/admin-update-user';
import type { AdminOrganization, AdminUser } from '@grantflow/use-cases/admin/admin-users';
import { ID_MAX } from '@grantflow/validation/limits';
import { builder } from '../builder.ts';
import { searchArg } from './scope.ts';
import { RoleEnum } from './user.ts';

// The admin page's operations. Every resolver checks the ADMIN role before reading
// its arguments; the use cases in packages/use-cases/src/admin audit each change.

const OrganizationSummaryRef = builder
  .objectRef<{ id: number; name: string }>('OrganizationSummary')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id', { nullable: false }),
      name: t.exposeString('name', { nullable: false }),
    }),
  });

const AdminOrganizationRef = builder.objectRef<AdminOrganization>('AdminOrganization').implement({
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
    fiscalYearStart: t.exposeString('fiscalYearStart', { nullable: true }),
    currency: t.exposeString('currency', { nullable: false, description: 'ISO 4217 code.' }),
    currentFiscalYear: t.int({
      nullable: false,
      resolve: (organization) => currentFiscalYear(organization.fiscalYearStart, new Date()),
    }),
    userCount: t.exposeInt('userCount', { nullable: false }),
  }),
});

const AdminUserRef = builder.objectRef<AdminUser>('AdminUser').implement({
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false }),
    email: t.exposeString('email', { nullable: false }),
    role: t.field({ type: RoleEnum, nullable: false, resolve: (user) => user.role }),
    authorized: t.exposeBoolean('authorized', { nullable: false }),
    organization: t.field({
      type: OrganizationSummaryRef,
      nullable: false,
      resolve: (user) => user.organization,
    }),
    managedOrganizations: t.field({
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

builder.queryField('adminListOrganizations', (t) =>
  t.field({
    type: [AdminOrganizationRef],
    nullable: false,
    description: 'ADMIN only: every organisation with its number of users.',
    resolve: (_root, _args, ctx) => adminListOrganizations(ctx.db, ctx.auth?.user),
  }),
);

builder.queryField('adminListUsers', (t) =>
  t.field({
    type: [AdminUserRef],
    nullable: false,
    description:
      'ADMIN only: users whose e-mail contains `search`, optionally of one organisation (at most 200).',
    args: {
      search: t.arg.string({ required: false }),
      organizationId: t.arg.id({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      // The role check comes first, so non-admins learn nothing from how their arguments are judged.
      const caller = ctx.auth?.user;
      await requireAdmin(ctx.db, caller, 'admin.users.list');
      return adminListUsers(ctx.db, caller, {
        search: searchArg(args.search),
        organizationId: args.organizationId ? organizationId(args.organizationId) : null,
      });
    },
  }),
);

builder.mutationField('adminUpdateUser', (t) =>
  t.field({
    type: AdminUserRef,
    nullable: false,
    description:
      "ADMIN only: sets a user's role and/or authorized flag; a change ends the user's sessions at once.",
    args: {
      id: t.arg.id({ required: true }),
      role: t.arg({ type: RoleEnum, required: false }),
      authorized: t.arg.boolean({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      await requireAdmin(ctx.db, ctx.auth?.user, 'admin.users.update');
      return adminUpdateUser(ctx.db, ctx.auth?.user, {
        id: userId(args.id),
        role: args.role,
        authorized: args.authorized,
      });
    },
  }),
);

const linkArgs = (t: Parameters<Parameters<typeof builder.mutationField>[1]>[0]) => ({
  userId: t.arg.id({ required: true }),
  organizationId: t.arg.id({ required: true }),
});

builder.mutationField('adminLinkManager', (t) =>
  t.field({
    type: AdminUserRef,
    nullable: false,
    description: 'ADMIN only: links a MANAGER to an organisation (their picker then lists it).',
    args: linkArgs(t),
    resolve: async (_root, args, ctx) => {
      await requireAdmin(ctx.db, ctx.auth?.user, 'admin.managers.link');
      return adminLinkManager(ctx.db, ctx.auth?.user, {
        userId: userId(args.userId),
        organizationId: organizationId(args.organizationId),
      });
    },
  }),
);

builder.mutationField('adminUnlinkManager', (t) =>
  t.field({
    type: AdminUserRef,
    nullable: false,
    description: "ADMIN only: removes a manager's link; their access to it stops with their next request.",
    args: linkArgs(t),
    resolve: async (_root, args, ctx) => {
      await requireAdmin(ctx.db, ctx.auth?.user, 'admin.managers.unlink');
      return adminUnlinkManager(ctx.db, ctx.auth?.user, {
        userId: userId(args.userId),
        organizationId: organizationId(args.organizationId),
      });
    },
  }),
);
