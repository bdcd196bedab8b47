import { graphql, type ResultOf } from '../../../graphql/graphql.ts';

export const AccessTokensQuery = graphql(`
  query AccessTokens {
    listPersonalAccessTokens {
      id
      name
      createdAt
      expiresAt
      lastUsedAt
    }
  }
`);

export type AccessTokenRow = ResultOf<typeof AccessTokensQuery>['listPersonalAccessTokens'][number];

export const CreateAccessTokenMutation = graphql(`
  mutation CreateAccessToken($params: PersonalAccessTokenCreateInput!) {
    createPersonalAccessToken(params: $params) {
      token {
        id
        name
        createdAt
        expiresAt
        lastUsedAt
      }
      secret
    }
  }
`);

export const RevokeAccessTokenMutation = graphql(`
  mutation RevokeAccessToken($id: ID!) {
    revokePersonalAccessToken(id: $id)
  }
`);
