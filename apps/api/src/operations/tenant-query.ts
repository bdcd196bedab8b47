import type { AuthUser } from '@grantflow/auth/user';
import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from '../context.ts';
import type { Resolver } from './operation-input.ts';
import { parentTenant, type Tenant } from './tenant.ts';

// The read side of tenantMutation (docs/architecture.md, Operations and their contract): sign in, parse the
// arguments, resolve the effective organisation, then call the read use case, which opens its own
// read-only tenant scope. Root fields and the fields of an object (a folder's children) alike.

export interface TenantQuery<Parent, Args, Input, Result> {
  /** Reads the arguments with packages/validation (validateArgs and the helpers of schema/scope.ts). */
  input?: (args: Args) => Input;
  /** The organisation the arguments name, when they may name one (an `organizationId` argument). */
  organizationOf?: (args: Args) => string | number | null | undefined;
  /**
   * For a field of an object read in one organisation (a funder's grants): that organisation, which the
   * read then acts for (parentTenant), instead of the request's effective one.
   */
  organizationOfParent?: (parent: Parent) => number;
  read: (call: {
    tenant: Tenant;
    /** The signed-in caller, for reads kept per user (a calendar feed). */
    user: AuthUser;
    input: Input;
    args: Args;
    parent: Parent;
    ctx: Context;
    info: GraphQLResolveInfo;
  }) => Promise<Result>;
}

/** The resolver of a field that reads tenant data. */
export function tenantQuery<Parent, Args, Input, Result>(
  query: TenantQuery<Parent, Args, Input, Result>,
): Resolver<Parent, Args, Result> {
  return async (parent, args, ctx, info) => {
    // Access before validation: a caller without access learns nothing from the messages.
    const user = ctx.requireUser();
    const input = query.input ? query.input(args) : (undefined as Input);
    const tenant = query.organizationOfParent
      ? await parentTenant(ctx, query.organizationOfParent(parent))
      : { db: ctx.db, organization: await ctx.effectiveOrganization(query.organizationOf?.(args)) };
    return query.read({ tenant, user, input, args, parent, ctx, info });
  };
}
