import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@grantflow/source'] },
  ssr: { resolve: { conditions: ['@grantflow/source'] } },
  test: { include: ['src/**/*.test.ts'] },
});
