import type { PersonalAccessTokenRow } from '@grantflow/db/repositories/personal-access-tokens';
import { createPersonalAccessToken } from '@grantflow/use-cases/personal-access-token/create-personal-access-token';
import { listPersonalAccessTokens } from '@grantflow/use-cases/personal-access-token/list-personal-access-tokens';
import { revokePersonalAccessToken } from '@grantflow/use-cases/personal-access-token/revoke-personal-access-token';
import { personalAccessTokenCreateSchema } from '@grantflow/validation/personal-access-token';
import { builder } from '../builder.ts';
import { signedInMutation } from '../operations/signed-in-mutation.ts';
import { signedInQuery } from '../operations/signed-in-query.ts';

// Personal access tokens for API and MCP clients (docs/product.md, Access tokens): the caller's own, managed
// only from a signed-in session (a token asking gets SESSION_REQUIRED; the use cases decide).

const iso = (value: Date | null) => value?.toISOString() ?? null;

export const PersonalAccessTokenRef = builder
  .objectRef<PersonalAccessTokenRow>('PersonalAccessToken')
  .implement({
    description:
      'A personal access token of the caller, for API and MCP clients; its secret is never shown again.',
    fields: (t) => ({
      id: t.exposeID('id', { nullable: false, description: 'The token (not its secret).' }),
      name: t.exposeString('name', { nullable: false, description: 'What the user called it.' }),
      createdAt: t.string({
        nullable: false,
        description: 'When it was made (ISO 8601).',
        resolve: (token) => token.createdAt.toISOString(),
      }),
      expiresAt: t.string({
        nullable: true,
        description: 'When it stops working (ISO 8601); null: never.',
        resolve: (token) => iso(token.expiresAt),
      }),
      lastUsedAt: t.string({
        nullable: true,
        description: 'Its last use, to the minute (ISO 8601); null: never used.',
        resolve: (token) => iso(token.lastUsedAt),
      }),
    }),
  });

interface CreatedToken {
  token: PersonalAccessTokenRow;
  secret: string;
}

const CreatedPersonalAccessTokenRef = builder
  .objectRef<CreatedToken>('CreatedPersonalAccessToken')
  .implement({
    description: 'A new personal access token and its secret, answered this once.',
    fields: (t) => ({
      token: t.field({
        type: PersonalAccessTokenRef,
        nullable: false,
        description: 'The token as the list shows it.',
        resolve: (created) => created.token,
      }),
      secret: t.exposeString('secret', {
        nullable: false,
        description: 'The bearer value (gf_pat_…); only a hash of it is stored, so it cannot be shown again.',
      }),
    }),
  });

const PersonalAccessTokenCreateInput = builder.inputType('PersonalAccessTokenCreateInput', {
  description: 'A new personal access token.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'Its name, 1 to 100 characters.' }),
    expiresInDays: t.int({
      required: false,
      description: 'Days until it expires: 30, 90 or 365; null or absent: it never expires.',
    }),
  }),
});

builder.queryField('listPersonalAccessTokens', (t) =>
  t.field({
    type: [PersonalAccessTokenRef],
    nullable: false,
    description: "The caller's personal access tokens, oldest first (expired ones too).",
    resolve: signedInQuery({
      read: ({ ctx }) => listPersonalAccessTokens({ db: ctx.db, authentication: ctx.auth }),
    }),
  }),
);

builder.mutationField('createPersonalAccessToken', (t) =>
  t.field({
    type: CreatedPersonalAccessTokenRef,
    nullable: false,
    description:
      'Makes a personal access token that acts as the caller (their role and organisations) for API and MCP clients.',
    args: {
      params: t.arg({ type: PersonalAccessTokenCreateInput, required: true, description: 'The new token.' }),
    },
    resolve: signedInMutation('createPersonalAccessToken', {
      argument: 'params',
      input: personalAccessTokenCreateSchema,
      run: ({ ctx, input }) =>
        createPersonalAccessToken({
          db: ctx.db,
          authentication: ctx.auth,
          fields: input,
          ip: ctx.clientAddress,
        }),
    }),
  }),
);

builder.mutationField('revokePersonalAccessToken', (t) =>
  t.id({
    nullable: false,
    description: "Revokes one of the caller's tokens at once (its next request is refused); returns its id.",
    args: { id: t.arg.id({ required: true, description: 'The token.' }) },
    resolve: signedInMutation('revokePersonalAccessToken', {
      resolverArguments: ['id'],
      run: ({ ctx, args }) =>
        revokePersonalAccessToken({
          db: ctx.db,
          authentication: ctx.auth,
          id: String(args.id),
          ip: ctx.clientAddress,
        }),
    }),
  }),
);
