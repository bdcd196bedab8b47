import { defineConfig, mergeConfig } from 'vitest/config';
import base from '../vitest/node.config.ts';

export default mergeConfig(
  base,
  defineConfig({
    test: {
      include: ['src/**/*.e2e.test.ts'],
      testTimeout: 120_000,
      hookTimeout: 180_000,
      // Vitest's default of 1 s is shorter than a page reload takes while the rest of the suite runs on
      // the same two cores (a poll right after `reload()` failed CI that way); a passing poll returns
      // as soon as it matches, so the longer limit only delays real failures.
      expect: { poll: { timeout: 15_000 } },
      // One browser and one stack at a time: the machine has two cores.
      fileParallelism: false,
    },
  }),
);
