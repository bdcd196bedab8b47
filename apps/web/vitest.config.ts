import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig, mergeConfig } from 'vitest/config';
import base from '../../tooling/vitest/node.config.ts';

const TEST_FILE = /\.test\.tsx?$/;
/**
 * A file that asks for jsdom needs its own window; one that calls `vi.mock` its own module graph (in a shared
 * graph the module may already be loaded, unmocked, by an earlier file).
 */
const NEEDS_ISOLATION = /@vitest-environment\s+jsdom|vi\.mock\(/;

/**
 * The test files under src, split by whether they need isolation (NEEDS_ISOLATION). Each project excludes the
 * other's files: an inline project's `include` adds to the inherited one.
 */
function testFilesByEnvironment(): { isolated: string[]; shared: string[] } {
  const root = path.dirname(fileURLToPath(import.meta.url));
  const files = fs
    .readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => TEST_FILE.test(file));
  const isolated: string[] = [];
  const shared: string[] = [];
  for (const file of files) {
    // Relative to the project root, as Vitest matches `exclude`.
    const relative = path.join('src', file).split(path.sep).join('/');
    (NEEDS_ISOLATION.test(fs.readFileSync(path.join(root, relative), 'utf8')) ? isolated : shared).push(
      relative,
    );
  }
  return { isolated, shared };
}

const files = testFilesByEnvironment();

export default mergeConfig(
  base,
  defineConfig({
    plugins: [react()],
    resolve: { conditions: [...defaultClientConditions] },
    test: {
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'node',
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
      projects: [
        // The Node tests (rules, hooks' logic, i18n catalogues) share one module graph, as every Node package's
        // do (tooling/vitest/node.config.ts): isolated, their 73 files took 23 s of CPU for 1.3 s of tests;
        // together, 3.7 s (measured alone, twice each).
        { extends: true, test: { name: 'node', exclude: files.isolated, isolate: false } },
        {
          extends: true,
          test: {
            name: 'isolated',
            exclude: files.shared,
            // jsdom and vi.mock files need their own window and module graph (a jsdom run without isolation never ended: one
            // worker spun at 100 % CPU).
            isolate: true,
          },
        },
      ],
    },
  }),
);
