import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { importsOf, workspaceImports } from './imports.ts';
import { deepFeatureImports, webCycles } from './web-features.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));

describe('apps/web/src', () => {
  const sites = workspaceImports(root).filter((site) => site.file.startsWith('apps/web/src/'));

  it('reaches into another feature only through its index.ts', () => {
    expect(deepFeatureImports(root, sites)).toEqual([]);
  });

  it('has no module cycle', () => {
    expect(webCycles(root, sites)).toEqual([]);
  });
});

describe('the web feature check', () => {
  // A tiny app: features a and b, a route file, a language catalogue.
  const fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'web-features-'));
  const files: Record<string, string> = {
    'apps/web/src/features/a/index.ts': "export { A } from './components/a.tsx';\n",
    'apps/web/src/features/a/components/a.tsx':
      "import { B } from '../../b/index.ts';\nexport const A = B;\n",
    'apps/web/src/features/a/locales.ts': 'export const aLocales = {};\n',
    'apps/web/src/features/a/print.css': '',
    'apps/web/src/features/b/index.ts':
      "export { B } from './b.ts';\nexport const loadPage = () => import('./page.tsx');\n",
    'apps/web/src/features/b/b.ts': 'export const B = 1;\n',
    'apps/web/src/features/b/page.tsx': "import { A } from '../a/index.ts';\nexport const Page = A;\n",
    'apps/web/src/features/b/deep.ts':
      "import { A } from '../a/components/a.tsx';\nimport '../a/print.css';\nexport const D = A;\n",
    'apps/web/src/routes/router.tsx':
      "import { loadPage } from '../features/b/index.ts';\nimport { B } from '../features/b/b.ts';\n",
    'apps/web/src/i18n/locales/en.ts': "import { aLocales } from '../../features/a/locales.ts';\n",
    'apps/web/src/lib/x.ts': "import type { Y } from './y.ts';\nexport type X = Y;\n",
    'apps/web/src/lib/y.ts': "import type { X } from './x.ts';\nexport type Y = X;\n",
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.join(fixture, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(fixture, file), text);
  }
  const sites = Object.entries(files).flatMap(([file, text]) => importsOf(file, text));
  afterAll(() => fs.rmSync(fixture, { recursive: true, force: true }));

  it('fails on a deep import from a feature or a route, style sheets included, and on nothing else', () => {
    expect(deepFeatureImports(fixture, sites).map((v) => [v.file, v.target])).toEqual([
      ['apps/web/src/features/b/deep.ts', 'apps/web/src/features/a/components/a.tsx'],
      ['apps/web/src/features/b/deep.ts', 'apps/web/src/features/a/print.css'],
      ['apps/web/src/routes/router.tsx', 'apps/web/src/features/b/b.ts'],
    ]);
  });

  it('fails on a cycle, type-only imports included, but not on one closed by a dynamic import()', () => {
    // a/components/a.tsx → b/index.ts ⇢ b/page.tsx → a/index.ts → a/components/a.tsx is closed by
    // the loader; deep.ts → a.tsx → b/index.ts does not return to deep.ts.
    expect(webCycles(fixture, sites)).toEqual([['apps/web/src/lib/x.ts', 'apps/web/src/lib/y.ts']]);
  });

  it('counts a dynamic import() once it is static', () => {
    const staticSites = sites.map((site) => ({ ...site, dynamic: false }));
    expect(webCycles(fixture, staticSites)).toContainEqual([
      'apps/web/src/features/a/components/a.tsx',
      'apps/web/src/features/a/index.ts',
      'apps/web/src/features/b/index.ts',
      'apps/web/src/features/b/page.tsx',
    ]);
  });
});
