import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    conditions: ['@grantflow/source'],
    // Vitest resolves our own imports with the `development` condition (graphql's __dev__ build) while
    // Yoga and Pothos load graphql through Node; two copies break every `instanceof GraphQLError`.
    // Point our imports at the copy Node picks.
    alias: [{ find: /^graphql$/, replacement: fileURLToPath(import.meta.resolve('graphql')) }],
  },
  ssr: { resolve: { conditions: ['@grantflow/source'] } },
  test: {
    // Integration tests spawn servers and databases; a loaded 2-core CI machine needs headroom.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    include: ['src/**/*.test.ts'],
  },
});
