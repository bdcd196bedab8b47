import type { AuthOrganization } from '@grantflow/auth/user';
import type { DbTransaction, ReadAsTenantOptions } from '@grantflow/db/client';
import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from '../context.ts';
import { readTenant } from '../schema/scope.ts';

// The read side of tenantMutation (docs/architecture.md, Operations and their contract): sign in, parse the
// arguments, then read on the tenant's read pool as the effective organisation.

export interface TenantQuery<Args, Input, Result> {
  /** Reads the arguments with packages/validation (validateArgs and the helpers of schema/scope.ts). */
  input?: (args: Args) => Input;
  /** The organisation the arguments name, when they may name one (an `organizationId` argument). */
  organizationOf?: (args: Args) => string | number | null | undefined;
  /** How the read's statements are planned (packages/db ReadAsTenantOptions); custom plans by default. */
  plans?: (args: Args) => ReadAsTenantOptions | undefined;
  read: (call: {
    tx: DbTransaction;
    organization: AuthOrganization;
    input: Input;
    args: Args;
    info: GraphQLResolveInfo;
  }) => Promise<Result>;
}

/** The resolver of a query field that only reads. */
export function tenantQuery<Args, Input, Result>(query: TenantQuery<Args, Input, Result>) {
  return (_root: unknown, args: Args, ctx: Context, info: GraphQLResolveInfo): Promise<Result> => {
    // Access before validation: a caller without access learns nothing from the messages.
    ctx.requireUser();
    const input = query.input ? query.input(args) : (undefined as Input);
    return readTenant(
      ctx,
      query.organizationOf?.(args),
      (tx, organization) => query.read({ tx, organization, input, args, info }),
      query.plans?.(args),
    );
  };
}
