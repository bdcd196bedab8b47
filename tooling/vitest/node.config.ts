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
    // One module graph per worker, not one per test file. A file of ours imports hundreds of modules (the
    // API's schema and Yoga alone ~2.2 s), and many files' tests take less than that: with isolation the
    // tests of the API and ten other packages took 1.8× the time and 2.3× the CPU (each measured alone).
    // Every test file makes its own servers, databases and organisations, none changes the environment at
    // import, and the one `vi.mock` (packages/auth) replaces a module no other test file there imports.
    // The web's jsdom tests keep isolation (apps/web/vitest.config.ts).
    isolate: false,
  },
});
