import type { AuthUser } from '@grantflow/auth/user';
import type { Context } from '../context.ts';
import {
  type OperationCall,
  type OperationInput,
  type Resolver,
  registerMutation,
} from './operation-input.ts';

// A mutation of the caller's own settings, across their organisations (the reminder preference, the
// "All my organisations" feed): sign in, parse, call the use case. No effective organisation is resolved,
// so X-Organization-Id plays no part, as before these went through a wrapper.

export interface SignedInMutation<Args, Input, Result> extends OperationInput<Args, Input> {
  run: (call: OperationCall<Args, Input> & { db: Context['db']; user: AuthUser }) => Promise<Result>;
}

/** The resolver of the mutation `name`; by default its schema reads all the arguments. */
export function signedInMutation<Args extends Record<string, unknown>, Input, Result>(
  name: string,
  operation: SignedInMutation<Args, Input, Result>,
): Resolver<unknown, Args, Result> {
  const parse = registerMutation(name, 'signed-in', operation, { argument: null, resolverArguments: [] });
  return async (_root, args, ctx, info) => {
    // Access before validation: a caller without access learns nothing from the messages.
    const user = ctx.requireUser();
    return operation.run({ db: ctx.db, user, input: parse(args), args, ctx, info });
  };
}
