import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from '../context.ts';
import { validateArgs } from '../schema/errors.ts';

// What every mutation wrapper shares (docs/architecture.md, Operations and their contract): where its input
// is declared, how the arguments are read with it, and the registry the contract tests walk.

/** Anything with zod's safeParse whose failure carries issues: every packages/validation schema. */
export type InputSchema<Output> = Parameters<typeof validateArgs<Output>>[0];

/** A resolver as graphql-js calls it. */
export type Resolver<Parent, Args, Result> = (
  parent: Parent,
  args: Args,
  ctx: Context,
  info: GraphQLResolveInfo,
) => Promise<Result>;

export interface OperationInput<Args, Input> {
  /** The GraphQL argument the schema reads, or null when it reads all the arguments. */
  argument?: string | null;
  /** Arguments the resolver reads itself (ids are looked up as not found, not validated). */
  resolverArguments?: readonly string[];
  /**
   * The operation's input schema from packages/validation (a function when it depends on the request, such
   * as today's date). Without one the operation takes no input beyond what `resolverArguments` names.
   */
  input?: InputSchema<Input> | (() => InputSchema<Input>);
  /** The part of the arguments the schema reads (default: `argument`, else all of them). */
  from?: (args: Args) => unknown;
}

/** What every mutation's `run` gets, besides who calls and for which tenant. */
export interface OperationCall<Args, Input> {
  input: Input;
  args: Args;
  ctx: Context;
  info: GraphQLResolveInfo;
}

/** Who may call a mutation: the wrapper it goes through. */
export type MutationAccess = 'tenant' | 'signed-in' | 'admin' | 'account';

/** Where each mutation's input is declared; the contract tests walk it (tenant-mutation.test.ts). */
export interface RegisteredMutation {
  access: MutationAccess;
  input: InputSchema<unknown> | (() => InputSchema<unknown>) | undefined;
  /** The GraphQL argument the schema reads, or null when it reads the arguments themselves. */
  argument: string | null;
  /** Arguments read by the resolver itself (ids, looked up as not-found rather than validated). */
  resolverArguments: readonly string[];
}

export const registeredMutations = new Map<string, RegisteredMutation>();

const schemaOf = <T>(input: InputSchema<T> | (() => InputSchema<T>)): InputSchema<T> =>
  typeof input === 'function' ? input() : input;

/**
 * Registers the mutation `name` with its input and returns the parser of its arguments: the input schema
 * over `argument` (or what `from` picks), undefined when the operation declares none.
 */
export function registerMutation<Args extends Record<string, unknown>, Input>(
  name: string,
  access: MutationAccess,
  operation: OperationInput<Args, Input>,
  defaults: { argument: string | null; resolverArguments: readonly string[] },
): (args: Args) => Input {
  const argument = operation.argument === undefined ? defaults.argument : operation.argument;
  registeredMutations.set(name, {
    access,
    input: operation.input as RegisteredMutation['input'],
    argument,
    resolverArguments: operation.resolverArguments ?? defaults.resolverArguments,
  });
  return (args) => {
    if (!operation.input) return undefined as Input;
    const raw = operation.from ? operation.from(args) : argument === null ? args : args[argument];
    return validateArgs(schemaOf(operation.input), raw);
  };
}
