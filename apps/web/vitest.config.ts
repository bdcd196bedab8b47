import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@grantflow/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@grantflow/source'] } },
  test: {
    // Integration tests spawn servers and databases; a loaded 2-core CI machine needs headroom.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Component tests opt into jsdom with a `@vitest-environment jsdom` comment.
    setupFiles: ['./src/test/setup.ts'],
  },
});
