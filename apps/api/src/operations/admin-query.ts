import { requireAdmin } from '@grantflow/auth/roles';
import type { AuthUser } from '@grantflow/auth/user';
import type { Context } from '../context.ts';
import type { Resolver } from './operation-input.ts';

// The read side of adminMutation: the ADMIN role first (a refusal is audited under `action`), then the
// arguments, then the use case.

export interface AdminQuery<Args, Result> {
  /** What a refused caller attempted, as the audit log names it (`admin.users.list`). */
  action: string;
  read: (call: { db: Context['db']; admin: AuthUser; args: Args }) => Promise<Result>;
}

/** The resolver of an ADMIN-only query field. */
export function adminQuery<Args, Result>(query: AdminQuery<Args, Result>): Resolver<unknown, Args, Result> {
  return async (_root, args, ctx) => {
    const admin = await requireAdmin(ctx.db, ctx.auth?.user, query.action);
    return query.read({ db: ctx.db, admin, args });
  };
}
