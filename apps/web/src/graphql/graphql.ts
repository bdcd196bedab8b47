import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env.d.ts';

// Typed documents checked against apps/api/schema.graphql (see scripts/graphql-env.mjs).
export const graphql = initGraphQLTada<{
  introspection: introspection;
  // Upload: the GraphQL multipart request spec (documents' uploadFile).
  scalars: { ID: string; Upload: File };
}>();

export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada';
export { readFragment } from 'gql.tada';
