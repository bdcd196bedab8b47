import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import base from '../vitest/node.config.ts';

export default mergeConfig(
  base,
  defineConfig({
    resolve: {
      // As in apps/api: Yoga and Pothos load graphql through Node, so our imports must use that same
      // copy, or every `instanceof GraphQLError` fails and refusals turn into INTERNAL errors.
      alias: [{ find: /^graphql$/, replacement: fileURLToPath(import.meta.resolve('graphql')) }],
    },
  }),
);
