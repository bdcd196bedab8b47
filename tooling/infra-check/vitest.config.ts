import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import base from '../../tooling/vitest/node.config.ts';

export default mergeConfig(
  base,
  defineConfig({
    resolve: {
      // Vitest resolves our own imports with the `development` condition (graphql's __dev__ build) while
      // Yoga and Pothos load graphql through Node; two copies break every `instanceof GraphQLError`.
      // Point our imports at the copy Node picks.
      alias: [{ find: /^graphql$/, replacement: fileURLToPath(import.meta.resolve('graphql')) }],
    },
  }),
);
