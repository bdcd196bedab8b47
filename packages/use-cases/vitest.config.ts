import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@grantflow/source'] },
  ssr: { resolve: { conditions: ['@grantflow/source'] } },
  test: {
    // Integration tests spawn servers and databases; a loaded 2-core CI machine needs headroom.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    include: ['src/**/*.test.ts'],
  },
});
