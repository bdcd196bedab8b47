import { requireAdmin } from '@grantflow/auth/roles';
import type { AuthUser } from '@grantflow/auth/user';
import type { Context } from '../context.ts';
import { type OperationInput, type Resolver, registerMutation } from './operation-input.ts';

// The admin page's mutations: the ADMIN role (a refusal is audited under `action`), then the input, then the
// use case, which acts across organisations (no effective organisation) and audits each change.

export interface AdminMutation<Args, Input, Result> extends OperationInput<Args, Input> {
  /** What a refused caller attempted, as the audit log names it (`admin.users.update`). */
  action: string;
  run: (call: {
    db: Context['db'];
    admin: AuthUser;
    input: Input;
    args: Args;
    ctx: Context;
  }) => Promise<Result>;
}

/** The resolver of the mutation `name`; by default its schema reads all the arguments. */
export function adminMutation<Args extends Record<string, unknown>, Input, Result>(
  name: string,
  operation: AdminMutation<Args, Input, Result>,
): Resolver<unknown, Args, Result> {
  const parse = registerMutation(name, 'admin', operation, { argument: null, resolverArguments: [] });
  return async (_root, args, ctx) => {
    // The role check comes first, so non-admins learn nothing from how their arguments are judged.
    const admin = await requireAdmin(ctx.db, ctx.auth?.user, operation.action);
    return operation.run({ db: ctx.db, admin, input: parse(args), args, ctx });
  };
}
