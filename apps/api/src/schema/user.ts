import { loginUser } from '@grantflow/auth/login-user';
import { logoutUser } from '@grantflow/auth/logout-user';
import type { AuthUser } from '@grantflow/auth/user';
import { ROLES } from '@grantflow/domain/shared/enums';
import { loginArgsSchema } from '@grantflow/validation/auth';
import { builder } from '../builder.ts';
import { accountMutation } from '../operations/account-mutation.ts';
import { publicQuery } from '../operations/public-query.ts';
import { OrganizationRef } from './organization.ts';

export const RoleEnum = builder.enumType('Role', { values: ROLES });

export const UserRef = builder.objectRef<AuthUser>('User').implement({
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false }),
    email: t.exposeString('email', { nullable: false }),
    role: t.field({ type: RoleEnum, nullable: false, resolve: (user) => user.role }),
    authorized: t.exposeBoolean('authorized', { nullable: false }),
    // Loaded with the user by `authenticate`, so this costs no query.
    organization: t.field({ type: OrganizationRef, nullable: false, resolve: (user) => user.organization }),
  }),
});

builder.queryField('currentUser', (t) =>
  t.field({
    type: UserRef,
    nullable: true,
    description:
      'The signed-in user, or null when anonymous. Answers for unauthorized users too, so the web can show the free-trial-ended page.',
    resolve: publicQuery({ read: ({ ctx }) => ctx.auth?.user ?? null }),
  }),
);

builder.mutationField('loginUser', (t) =>
  t.string({
    nullable: false,
    description:
      'Returns a bearer token, or "2fa" when the account needs a code and none was sent. With `x-grantflow-session: cookie` (the web app) the token goes into an HttpOnly cookie and the answer is "cookie".',
    args: {
      email: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      code: t.arg.string({ required: false }),
    },
    resolve: accountMutation('loginUser', {
      input: loginArgsSchema,
      run: async ({ input, ctx }) =>
        ctx.session.deliver(
          await loginUser(ctx.db, input, ctx.authSecret, { ...ctx.accounts, ip: ctx.clientAddress }),
        ),
    }),
  }),
);

builder.mutationField('logout', (t) =>
  t.boolean({
    nullable: false,
    description:
      'Ends the session of the bearer token (and clears the browser cookie); false when there was none.',
    resolve: accountMutation('logout', {
      run: async ({ ctx }) => {
        ctx.session.end();
        return ctx.auth ? logoutUser(ctx.db, ctx.auth.session.id) : false;
      },
    }),
  }),
);
