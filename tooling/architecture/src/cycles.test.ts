import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cyclesUnder, findCycles } from './cycles.ts';
import { workspaceImports } from './imports.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** The server apps and every package; apps/web is checked by its own feature rules. */
function serverFolders(): string[] {
  const apps = fs.readdirSync(`${root}/apps`).filter((app) => app !== 'web');
  return [
    ...apps.map((app) => `apps/${app}/src`),
    ...fs.readdirSync(`${root}/packages`).map((p) => `packages/${p}/src`),
  ];
}

describe('the server modules', () => {
  it('import each other without a cycle', () => {
    expect(cyclesUnder(root, workspaceImports(root), serverFolders())).toEqual([]);
  });
});

describe('findCycles', () => {
  const graph = (edges: Record<string, string[]>) =>
    new Map(Object.entries(edges).map(([file, targets]) => [file, new Set(targets)]));

  it('finds a cycle through a route and the app that registers it, and only that', () => {
    const cycles = findCycles(
      graph({
        'app.ts': ['routes/index.ts', 'env.ts'],
        'routes/index.ts': ['routes/chat.ts'],
        'routes/chat.ts': ['app.ts'],
        'env.ts': [],
        'main.ts': ['app.ts'],
      }),
    );
    expect(cycles).toEqual([['app.ts', 'routes/chat.ts', 'routes/index.ts']]);
  });

  it('reports separate cycles separately and accepts a graph without one', () => {
    expect(findCycles(graph({ a: ['b'], b: ['a'], c: ['d'], d: ['c'], e: ['a'] }))).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(findCycles(graph({ a: ['b'], b: ['c'], c: [] }))).toEqual([]);
  });
});

describe('cyclesUnder', () => {
  it('follows relative and workspace imports, type-only ones too', () => {
    const sites = [
      { file: 'packages/db/src/repositories/reports.ts', specifier: './applications.ts' },
      {
        file: 'packages/db/src/repositories/applications.ts',
        specifier: '@grantflow/db/repositories/reports',
      },
    ];
    expect(cyclesUnder(root, sites, ['packages/db/src'])).toEqual([
      ['packages/db/src/repositories/applications.ts', 'packages/db/src/repositories/reports.ts'],
    ]);
  });
});
