import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@grantflow/source'] },
  ssr: { resolve: { conditions: ['@grantflow/source'] } },
  test: {
    include: ['src/**/*.e2e.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // One browser and one stack at a time: the machine has two cores.
    fileParallelism: false,
  },
});
