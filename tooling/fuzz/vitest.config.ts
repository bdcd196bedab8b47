import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import base from '../vitest/node.config.ts';

export default mergeConfig(
  base,
  defineConfig({
    resolve: {
      // As in apps/api and the tenant-isolation suite: one copy of graphql, or `instanceof GraphQLError`
      // fails and every domain error would look like INTERNAL.
      alias: [{ find: /^graphql$/, replacement: fileURLToPath(import.meta.resolve('graphql')) }],
    },
    // 10,000+ requests on a shared 2-core machine: room for a slow run, never a timed assertion.
    test: { testTimeout: 600_000 },
  }),
);
