import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    conditions: ['@grantflow/source'],
    // As in apps/api: Yoga and Pothos load graphql through Node, so our imports must use that same
    // copy, or every `instanceof GraphQLError` fails and refusals turn into INTERNAL errors.
    alias: [{ find: /^graphql$/, replacement: fileURLToPath(import.meta.resolve('graphql')) }],
  },
  ssr: { resolve: { conditions: ['@grantflow/source'] } },
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
