import type { AuthUser } from '@grantflow/auth/user';
import {
  type OperationCall,
  type OperationInput,
  type Resolver,
  registerMutation,
} from './operation-input.ts';
import type { Tenant } from './tenant.ts';

// The one way a tenant mutation runs (docs/architecture.md, Operations and their contract): sign in, parse the
// input with its packages/validation schema, resolve the effective organisation, call the use case. Domain
// errors become GraphQL errors in one place for every operation (schema/errors.ts, Yoga's maskError).

export type { Tenant } from './tenant.ts';

export interface TenantMutation<Args, Input, Result> extends OperationInput<Args, Input> {
  /** The organisation the input names, when it may name one (an `organizationId` field). */
  organizationOf?: (input: Input) => string | number | null | undefined;
  /**
   * Resolve the organisation before parsing the input, so that a caller who may not act for it learns
   * nothing from the messages: the one an argument names (a function), or the request's (true).
   */
  organizationFirst?: true | ((args: Args) => string | number | null | undefined);
  /** `user`: the signed-in caller, for operations that keep something per user (a calendar feed). */
  run: (call: OperationCall<Args, Input> & { tenant: Tenant; user: AuthUser }) => Promise<Result>;
}

/**
 * The resolver of the mutation `name`, registered with its input for the contract test. By default the
 * schema reads the `params` argument and the resolver reads `id` itself.
 */
export function tenantMutation<Args extends Record<string, unknown>, Input, Result>(
  name: string,
  operation: TenantMutation<Args, Input, Result>,
): Resolver<unknown, Args, Result> {
  const parse = registerMutation(name, 'tenant', operation, {
    argument: 'params',
    resolverArguments: ['id'],
  });
  return async (_root, args, ctx, info) => {
    // Access before validation: a caller without access learns nothing from the messages.
    const user = ctx.requireUser();
    const { organizationFirst } = operation;
    const first = organizationFirst
      ? await ctx.effectiveOrganization(organizationFirst === true ? undefined : organizationFirst(args))
      : undefined;
    const input = parse(args);
    const organization = first ?? (await ctx.effectiveOrganization(operation.organizationOf?.(input)));
    return operation.run({
      tenant: { db: ctx.db, organization, actorId: user.id },
      user,
      input,
      args,
      ctx,
      info,
    });
  };
}
