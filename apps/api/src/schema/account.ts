import { createUnverifiedUser } from '@grantflow/auth/create-unverified-user';
import { requestResetPassword } from '@grantflow/auth/request-reset-password';
import { resetPassword } from '@grantflow/auth/reset-password';
import {
  createUnverifiedUserArgsSchema,
  requestResetPasswordArgsSchema,
  resetPasswordArgsSchema,
} from '@grantflow/validation/auth';
import { builder } from '../builder.ts';
import { accountMutation } from '../operations/account-mutation.ts';

// Registration and password reset (docs/product.md, GraphQL operations): anonymous operations; every answer that could tell a known
// address from an unknown one is the same for both (SECURITY.md, row 5).

const UnverifiedOrganizationInput = builder.inputType('UnverifiedOrganizationInput', {
  description: 'The organisation a registration creates.',
  fields: (t) => ({
    name: t.string({ description: 'Its name.', required: true }),
    /** `yyyy-MM-dd`; its month and day start the fiscal year. */
    fiscalYearStart: t.string({
      description: 'yyyy-MM-dd; its month and day start the fiscal year.',
      required: true,
    }),
  }),
});

builder.mutationField('createUnverifiedUser', (t) =>
  t.string({
    nullable: false,
    description:
      "Creates an organisation and its first user (unverified) and e-mails a verification link. Answers 'Account created successfully.' whether or not the address already has an account.",
    args: {
      email: t.arg.string({
        description: "The new user's e-mail; a verification link is sent there.",
        required: true,
      }),
      password: t.arg.string({ description: 'At least 8 characters.', required: true }),
      organization: t.arg({
        description: 'The organisation to create with the user.',
        type: UnverifiedOrganizationInput,
        required: true,
      }),
      language: t.arg.string({
        description:
          'The language of the screen they sign up on (en, pt or de; English when absent): their e-mails speak it.',
        required: false,
      }),
    },
    resolve: accountMutation('createUnverifiedUser', {
      input: createUnverifiedUserArgsSchema,
      run: ({ input, ctx }) => createUnverifiedUser(ctx.accounts, input, { ip: ctx.clientAddress }),
    }),
  }),
);

builder.mutationField('requestResetPassword', (t) =>
  t.string({
    nullable: false,
    description:
      "E-mails a single-use reset link (1 h) when the address has an account; always answers 'Reset password link has been sent!'.",
    args: {
      email: t.arg.string({
        description: 'Where the reset link goes (the answer is the same for an unknown address).',
        required: true,
      }),
    },
    resolve: accountMutation('requestResetPassword', {
      input: requestResetPasswordArgsSchema,
      run: ({ input, ctx }) => requestResetPassword(ctx.accounts, input, { ip: ctx.clientAddress }),
    }),
  }),
);

builder.mutationField('resetPassword', (t) =>
  t.string({
    nullable: false,
    description:
      "Sets a new password with a reset link's token, ends the user's other sessions and returns a session token. With 2FA on, the first call e-mails a code and answers '2fa' (nothing changes); the same call with `code` then resets.",
    args: {
      password: t.arg.string({ description: 'The new password, at least 8 characters.', required: true }),
      token: t.arg.string({ description: 'The token of the reset link.', required: true }),
      code: t.arg.string({ required: false, description: 'The five-digit code of the 2FA step.' }),
    },
    resolve: accountMutation('resetPassword', {
      input: resetPasswordArgsSchema,
      run: async ({ input, ctx }) =>
        ctx.session.deliver(await resetPassword(ctx.accounts, input, { ip: ctx.clientAddress })),
    }),
  }),
);
