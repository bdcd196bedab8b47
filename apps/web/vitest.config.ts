import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig, mergeConfig } from 'vitest/config';
import base from '../../tooling/vitest/node.config.ts';

export default mergeConfig(
  base,
  defineConfig({
    plugins: [react()],
    resolve: { conditions: [...defaultClientConditions] },
    test: {
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'node',
      // Component tests opt into jsdom with a `@vitest-environment jsdom` comment.
      setupFiles: ['./src/test/setup.ts'],
    },
  }),
);
