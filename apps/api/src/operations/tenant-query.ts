import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from '../context.ts';
import type { Tenant } from './tenant-mutation.ts';

// The read side of tenantMutation (docs/architecture.md, Operations and their contract): sign in, parse the
// arguments, resolve the effective organisation, then call the read use case, which opens its own
// read-only tenant scope.

export interface TenantQuery<Args, Input, Result> {
  /** Reads the arguments with packages/validation (validateArgs and the helpers of schema/scope.ts). */
  input?: (args: Args) => Input;
  /** The organisation the arguments name, when they may name one (an `organizationId` argument). */
  organizationOf?: (args: Args) => string | number | null | undefined;
  read: (call: { tenant: Tenant; input: Input; args: Args; info: GraphQLResolveInfo }) => Promise<Result>;
}

/** The resolver of a query field that only reads. */
export function tenantQuery<Args, Input, Result>(query: TenantQuery<Args, Input, Result>) {
  return async (_root: unknown, args: Args, ctx: Context, info: GraphQLResolveInfo): Promise<Result> => {
    // Access before validation: a caller without access learns nothing from the messages.
    ctx.requireUser();
    const input = query.input ? query.input(args) : (undefined as Input);
    const organization = await ctx.effectiveOrganization(query.organizationOf?.(args));
    return query.read({ tenant: { db: ctx.db, organization }, input, args, info });
  };
}
