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
    test: {
      // Every test file builds the whole schema and Yoga (~2.2 s of imports each, most of the suite's time);
      // without isolation a worker builds them once. No test mocks a module or changes the environment at
      // import, and each test file makes its own app, database and organisations.
      isolate: false,
    },
  }),
);
