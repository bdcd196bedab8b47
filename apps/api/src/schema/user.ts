import { loginUser } from '@grantflow/auth/login-user';
import { logoutUser } from '@grantflow/auth/logout-user';
import type { AuthUser } from '@grantflow/auth/user';
import { ROLES } from '@grantflow/domain/shared/enums';
import { DomainError } from '@grantflow/domain/shared/errors';
import { setUserLanguage } from '@grantflow/use-cases/account/set-user-language';
import { loginArgsSchema } from '@grantflow/validation/auth';
import { languageArgsSchema } from '@grantflow/validation/language';
import { builder } from '../builder.ts';
import { accountMutation } from '../operations/account-mutation.ts';
import { publicQuery } from '../operations/public-query.ts';
import { signedInMutation } from '../operations/signed-in-mutation.ts';
import { OrganizationRef } from './organization.ts';
import { describedValues } from './refs.ts';

export const RoleEnum = builder.enumType('Role', {
  description: 'What a user may do.',
  values: describedValues(ROLES, {
    ADMIN: 'Acts for any organisation and sees the admin page.',
    MANAGER: 'Acts for their own and their linked organisations.',
    USER: 'Acts for their own organisation.',
  }),
});

export const UserRef = builder.objectRef<AuthUser>('User').implement({
  description: 'A person who signs in.',
  fields: (t) => ({
    id: t.exposeID('id', { description: "The user's id.", nullable: false }),
    email: t.exposeString('email', { description: 'The e-mail they sign in with.', nullable: false }),
    role: t.field({
      description: 'ADMIN, MANAGER or USER.',
      type: RoleEnum,
      nullable: false,
      resolve: (user) => user.role,
    }),
    authorized: t.exposeBoolean('authorized', {
      description: 'False once the free trial ended (the web shows its page).',
      nullable: false,
    }),
    // Loaded with the user by `authenticate`, so this costs no query.
    organization: t.field({
      description: "The user's own organisation.",
      type: OrganizationRef,
      nullable: false,
      resolve: (user) => user.organization,
    }),
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
      email: t.arg.string({ description: 'The e-mail address.', required: true }),
      password: t.arg.string({
        description:
          'The password; for the 2FA step, also accepted as the JSON text {"password": "…", "code": "12345"} without code (docs/spec-differences.md).',
        required: true,
      }),
      code: t.arg.string({
        description: 'The five-digit code e-mailed after the answer 2fa.',
        required: false,
      }),
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
        // A personal access token has no session to end: it is revoked on the settings screen.
        return ctx.auth?.session ? logoutUser(ctx.db, ctx.auth.session.id) : false;
      },
    }),
  }),
);

builder.mutationField('updateLanguage', (t) =>
  t.string({
    nullable: false,
    description:
      'Stores the language the caller works in (en, pt or de); their e-mails and calendar feed speak it. Returns it.',
    args: {
      language: t.arg.string({ description: 'en, pt or de.', required: true }),
    },
    resolve: signedInMutation('updateLanguage', {
      input: languageArgsSchema,
      run: async ({ db, user, input }) => {
        const language = await setUserLanguage({ db, user, language: input.language });
        if (language === null) throw new DomainError('UNAUTHORIZED');
        return language;
      },
    }),
  }),
);
