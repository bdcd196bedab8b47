import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The login route's chunk graph, checked on the sources: what main.tsx and the login page import
// statically (type-only imports and dynamic `import()` excluded) is what Vite puts into the JavaScript a
// first visit of /login downloads. The heavy libraries must stay behind a dynamic import. Sizes are
// measured by the bench (`pnpm --filter @grantflow/bench bench -- --only web`), not here.

const webRoot = resolve(import.meta.dirname, '../..');
const packagesRoot = resolve(webRoot, '../../packages');

const STATIC_IMPORT = /^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

/** Every module reachable by static imports, and the npm packages they name. */
function staticGraph(entries: string[]): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    if (!/\.(ts|tsx)$/.test(file)) return;
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(STATIC_IMPORT)) {
      const specifier = match[1] as string;
      if (specifier.endsWith('.css')) continue; // style sheets are not JavaScript
      if (specifier.startsWith('.')) {
        visit(resolve(dirname(file), specifier));
      } else if (specifier.startsWith('@grantflow/')) {
        const [, name, ...rest] = specifier.split('/');
        const base = join(packagesRoot, name as string, 'src', rest.join('/'));
        const target = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((f) => existsSync(f));
        if (target) visit(target);
      } else {
        const parts = specifier.split('/');
        packages.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] as string));
      }
    }
  };
  for (const entry of entries) visit(resolve(webRoot, entry));
  return { files, packages };
}

describe('the login route loads no heavy library up front', () => {
  const graph = staticGraph(['src/main.tsx', 'src/features/auth/components/login-page.tsx']);

  it('reaches neither the charts, dates, zod, modals nor notifications', () => {
    for (const heavy of [
      '@mantine/charts',
      'recharts',
      '@mantine/dates',
      'dayjs',
      'zod',
      '@mantine/modals',
      '@mantine/notifications',
      '@tabler/icons-react',
    ]) {
      expect(graph.packages, heavy).not.toContain(heavy);
    }
  });

  it('reaches no other page, the app shell or a language catalogue', () => {
    const reached = [...graph.files].map((f) => f.slice(webRoot.length + 1));
    expect(reached.filter((f) => /features\/.*-page\.tsx$/.test(f))).toEqual([
      'src/features/auth/components/login-page.tsx',
    ]);
    expect(reached).not.toContain('src/features/layout/components/shell-frame.tsx');
    expect(reached).not.toContain('src/features/dashboard/components/dashboard-charts.tsx');
    expect(reached.filter((f) => f.includes('locales'))).toEqual([]);
  });

  it("reaches no component of a feature other than the frame's and sign-in's", () => {
    // A feature index the routes read (a search parser, a loader) must not re-export a component with it:
    // the bundler keeps whatever an entry-reachable index re-exports in the entry chunk (the organisation
    // pickers once brought Select, MultiSelect and floating-ui there).
    const reached = [...graph.files].map((f) => f.slice(webRoot.length + 1));
    expect(reached.filter((f) => /features\/(?!auth\/|layout\/)[^/]+\/components\//.test(f))).toEqual([]);
  });
});
