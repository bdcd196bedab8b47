import type { AuthUser } from '@grantflow/auth/user';
import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from '../context.ts';
import type { Resolver } from './operation-input.ts';

// The read side of signedInMutation: reads across the caller's organisations ("All my organisations"),
// where the use case or packages/auth decides which organisations; no effective organisation is resolved.

export interface SignedInQuery<Args, Result> {
  read: (call: {
    db: Context['db'];
    user: AuthUser;
    args: Args;
    ctx: Context;
    info: GraphQLResolveInfo;
  }) => Promise<Result>;
}

/** The resolver of a query field for any signed-in, authorized caller. */
export function signedInQuery<Args, Result>(
  query: SignedInQuery<Args, Result>,
): Resolver<unknown, Args, Result> {
  return async (_root, args, ctx, info) =>
    query.read({ db: ctx.db, user: ctx.requireUser(), args, ctx, info });
}
