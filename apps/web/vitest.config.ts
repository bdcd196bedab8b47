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
      // The shared Node config turns isolation off; jsdom files need their own window and module graph (a run
      // without isolation never ended: one worker spun at 100 % CPU).
      isolate: true,
      // Component tests opt into jsdom with a `@vitest-environment jsdom` comment.
      setupFiles: ['./src/test/setup.ts'],
      // Component tests (jsdom) load these bundled into one file each, once per run, instead of thousands of
      // modules per test file: @tabler/icons-react's entry alone re-exports ~6,500 icon modules, 2.5 s of every
      // file's import. Every Mantine package is listed, so they share one @mantine/core (one theme context).
      deps: {
        optimizer: {
          client: {
            enabled: true,
            include: [
              '@tabler/icons-react',
              '@mantine/core',
              '@mantine/hooks',
              '@mantine/form',
              '@mantine/dates',
              '@mantine/charts',
              '@mantine/notifications',
              '@mantine/modals',
              '@mantine/tiptap',
              'zod',
            ],
          },
        },
      },
    },
  }),
);
