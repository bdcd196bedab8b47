import type { Context } from '../context.ts';
import { type OperationInput, type Resolver, registerMutation } from './operation-input.ts';

// Sign-in and account mutations (registration, login, logout, password reset): anonymous callers, no tenant.
// Parse the input with its packages/validation schema, call the packages/auth identity flow, map its answer
// (a session token goes through ctx.session). The flow parses again with the same schema, for its other
// callers (apps/rest); parsing the parsed value gives the same value.

export interface AccountMutation<Args, Input, Result> extends OperationInput<Args, Input> {
  run: (call: { input: Input; args: Args; ctx: Context }) => Promise<Result>;
}

/** The resolver of the mutation `name`; by default its schema reads all the arguments. */
export function accountMutation<Args extends Record<string, unknown>, Input, Result>(
  name: string,
  operation: AccountMutation<Args, Input, Result>,
): Resolver<unknown, Args, Result> {
  const parse = registerMutation(name, 'account', operation, { argument: null, resolverArguments: [] });
  return async (_root, args, ctx) => operation.run({ input: parse(args), args, ctx });
}
