import { defineConfig } from 'vitest/config';

// The one Vitest configuration of the workspace's Node packages. A package uses it from its test
// script (`vitest run --config ../../tooling/vitest/node.config.ts`); the few that need more
// (graphql alias, browser journeys, React) merge it into their own vitest.config.ts.
export default defineConfig({
  resolve: { conditions: ['@grantflow/source'] },
  ssr: { resolve: { conditions: ['@grantflow/source'] } },
  test: {
    // Integration tests spawn servers and databases; a loaded 2-core CI machine needs headroom.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    include: ['src/**/*.test.ts'],
  },
});
