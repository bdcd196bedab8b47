import { defineConfig, mergeConfig } from 'vitest/config';
import base from '../vitest/node.config.ts';

export default mergeConfig(
  base,
  defineConfig({
    test: {
      include: ['src/**/*.e2e.test.ts'],
      testTimeout: 120_000,
      hookTimeout: 180_000,
      // One browser and one stack at a time: the machine has two cores.
      fileParallelism: false,
    },
  }),
);
