import type { IsolationCase } from '../case.ts';

// Personal access tokens: each user's own, managed from a session. Callers of other organisations may make
// and list their own tokens (never A's user's), and cannot revoke the token of A's user.

export const cases: IsolationCase[] = [
  {
    kind: 'graphql',
    operation: 'listPersonalAccessTokens',
    callerScoped: "lists the caller's own tokens only; takes no ids",
    request: () => ({ query: '{ listPersonalAccessTokens { id name createdAt expiresAt lastUsedAt } }' }),
  },
  {
    kind: 'graphql',
    operation: 'createPersonalAccessToken',
    callerScoped: 'makes a token for the caller themselves; takes no ids',
    request: () => ({
      query: `mutation { createPersonalAccessToken(params: { name: "Isolation probe", expiresInDays: 30 }) {
        token { id name } secret } }`,
    }),
  },
  {
    kind: 'graphql',
    operation: 'revokePersonalAccessToken',
    name: "revokePersonalAccessToken (the token of A's user)",
    request: (fx) => ({
      query: 'mutation ($id: ID!) { revokePersonalAccessToken(id: $id) }',
      variables: { id: fx.orgA.personalAccessTokenId },
    }),
  },
];
