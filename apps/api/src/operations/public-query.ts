import type { Context } from '../context.ts';
import type { Resolver } from './operation-input.ts';

// The read side of accountMutation: a field any caller may ask, anonymous or not yet authorized (the web
// shows the free-trial-ended page from currentUser). It reads only what the request itself carries.

export interface PublicQuery<Args, Result> {
  read: (call: { args: Args; ctx: Context }) => Promise<Result> | Result;
}

/** The resolver of a query field that needs no signed-in caller. */
export function publicQuery<Args, Result>(query: PublicQuery<Args, Result>): Resolver<unknown, Args, Result> {
  return async (_root, args, ctx) => query.read({ args, ctx });
}
