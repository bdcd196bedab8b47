import type { AuthOrganization } from '@grantflow/auth/user';
import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from '../context.ts';
import { validateArgs } from '../schema/errors.ts';

// The one way a tenant mutation runs (docs/architecture.md, Operations and their contract): sign in, parse the
// input with its packages/validation schema, resolve the effective organisation, call the use case. Domain
// errors become GraphQL errors in one place for every operation (schema/errors.ts, Yoga's maskError).

/** What a use case acts with: the database and the organisation the request acts for. */
export interface Tenant {
  db: Context['db'];
  organization: AuthOrganization;
}

/** Anything with zod's safeParse whose failure carries issues: every packages/validation schema. */
export type InputSchema<Output> = Parameters<typeof validateArgs<Output>>[0];

export interface TenantMutation<Args, Input, Result> {
  /** The GraphQL argument the schema reads ('params' by default), or null when it reads all the arguments. */
  argument?: string | null;
  /** Arguments the resolver reads itself (default: 'id'; ids are looked up as not found, not validated). */
  resolverArguments?: readonly string[];
  /**
   * The operation's input schema from packages/validation (a function when it depends on the request, such
   * as today's date). Without one the operation takes no input beyond its ids.
   */
  input?: InputSchema<Input> | (() => InputSchema<Input>);
  /** The part of the arguments the schema reads (default: the `params` argument, else all of them). */
  from?: (args: Args) => unknown;
  /** The organisation the input names, when it may name one (an `organizationId` field). */
  organizationOf?: (input: Input) => string | number | null | undefined;
  run: (call: {
    tenant: Tenant;
    input: Input;
    args: Args;
    ctx: Context;
    info: GraphQLResolveInfo;
  }) => Promise<Result>;
}

/** Where each mutation's input is declared; the contract test walks it (operations.test.ts). */
export interface RegisteredMutation {
  input: InputSchema<unknown> | (() => InputSchema<unknown>) | undefined;
  /** The GraphQL argument the schema reads, or null when it reads the arguments themselves. */
  argument: string | null;
  /** Arguments read by the resolver itself (ids, looked up as not-found rather than validated). */
  resolverArguments: readonly string[];
}

export const registeredMutations = new Map<string, RegisteredMutation>();

const schemaOf = <T>(input: InputSchema<T> | (() => InputSchema<T>)): InputSchema<T> =>
  typeof input === 'function' ? input() : input;

/** The resolver of the mutation `name`, registered with its input for the contract test. */
export function tenantMutation<Args extends Record<string, unknown>, Input, Result>(
  name: string,
  operation: TenantMutation<Args, Input, Result>,
) {
  const argument = operation.argument === undefined ? 'params' : operation.argument;
  registeredMutations.set(name, {
    input: operation.input as RegisteredMutation['input'],
    argument,
    resolverArguments: operation.resolverArguments ?? ['id'],
  });
  return async (_root: unknown, args: Args, ctx: Context, info: GraphQLResolveInfo): Promise<Result> => {
    // Access before validation: a caller without access learns nothing from the messages.
    ctx.requireUser();
    const raw = operation.from ? operation.from(args) : argument === null ? args : args[argument];
    const input = operation.input ? validateArgs(schemaOf(operation.input), raw) : (undefined as Input);
    const organization = await ctx.effectiveOrganization(operation.organizationOf?.(input));
    return operation.run({ tenant: { db: ctx.db, organization }, input, args, ctx, info });
  };
}
