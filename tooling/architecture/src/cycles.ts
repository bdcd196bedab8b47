import fs from 'node:fs';
import path from 'node:path';
import type { ImportSite } from './imports.ts';

// docs/architecture.md, Where each operation lives: modules depend on each other one way. A cycle makes
// the load order decide what a module sees at start (an import that is still `undefined`), and hides which
// module owns a type. Type-only imports count too: they still tie the two files' designs together.

/** Which workspace folder `@grantflow/<name>` points at (every package exports `./*` from `src/*.ts`). */
function workspaceFolder(root: string, name: string): string | undefined {
  for (const kind of ['packages', 'apps']) {
    if (fs.existsSync(path.join(root, kind, name, 'package.json'))) return `${kind}/${name}`;
  }
  return undefined;
}

const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The repository file an import points at, or undefined for an outside library or a missing file. */
export function resolveImport(root: string, site: ImportSite): string | undefined {
  let base: string | undefined;
  const scoped = /^@grantflow\/([^/]+)\/(.+)$/.exec(site.specifier);
  if (scoped?.[1] && scoped[2]) {
    const folder = workspaceFolder(root, scoped[1]);
    if (folder) base = `${folder}/src/${scoped[2]}`;
  } else if (site.specifier.startsWith('.')) {
    base = path.posix.normalize(path.posix.join(path.posix.dirname(site.file), site.specifier));
  }
  if (!base) return undefined;
  const stem = base.replace(/\.js$/, '.ts').replace(/\.jsx$/, '.tsx');
  for (const suffix of CANDIDATES) {
    const file = `${stem}${suffix}`;
    if (
      /\.tsx?$/.test(file) &&
      fs.existsSync(path.join(root, file)) &&
      fs.statSync(path.join(root, file)).isFile()
    ) {
      return file;
    }
  }
  return undefined;
}

/** The import graph of the files `include` accepts: each file and the files it imports among them. */
export function importGraph(
  root: string,
  sites: readonly ImportSite[],
  include: (file: string) => boolean,
): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const site of sites) {
    if (!include(site.file)) continue;
    const edges = graph.get(site.file) ?? new Set<string>();
    graph.set(site.file, edges);
    const target = resolveImport(root, site);
    if (target && target !== site.file && include(target)) edges.add(target);
  }
  return graph;
}

/**
 * The module cycles of a graph: each strongly connected component of more than one file (Tarjan's
 * algorithm), its files sorted, the cycles sorted by their first file so a failure reads the same each run.
 */
export function findCycles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;

  const visit = (node: string): void => {
    index.set(node, next);
    lowLink.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        lowLink.set(node, Math.min(lowLink.get(node) ?? 0, lowLink.get(target) ?? 0));
      } else if (onStack.has(target)) {
        lowLink.set(node, Math.min(lowLink.get(node) ?? 0, index.get(target) ?? 0));
      }
    }
    if (lowLink.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component.sort());
  };

  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}

/** The module cycles among the files under the given folders (e.g. `['apps/web/src']`). */
export function cyclesUnder(
  root: string,
  sites: readonly ImportSite[],
  folders: readonly string[],
): string[][] {
  const inside = (file: string) => folders.some((folder) => file.startsWith(`${folder}/`));
  return findCycles(importGraph(root, sites, inside));
}
