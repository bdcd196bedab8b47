import fs from 'node:fs';
import path from 'node:path';

/** A module specifier found in a source file, with the file it was found in (relative to the repository). */
export interface ImportSite {
  file: string;
  specifier: string;
  /** `import type …`, `export type …` or `import { type A, type B }`: erased at build, nothing runs. */
  typeOnly?: boolean;
  /** `import('x')` or `import.meta.resolve('x')`: loaded later, after both modules have run. */
  dynamic?: boolean;
}

const SOURCE = /\.(ts|tsx|mts|cts)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.turbo', '.git', '.data', '.tools', 'test-results']);
// `import … from 'x'`, `export … from 'x'`, `import 'x'`, `import('x')`, `import.meta.resolve('x')`.
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bresolve\s*\(\s*)(['"])([^'"\n]+)\2/g;

function* sourceFiles(root: string, dir: string): Generator<string> {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) yield* sourceFiles(root, relative);
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      yield relative;
    }
  }
}

const TYPE_STATEMENT = /^(?:import|export)\s+type\b/;
const NAMED_IMPORT = /^import\s*\{([^}]*)\}/;

/** Whether the statement that ends at `end` (its specifier's match) only names types. */
function isTypeOnly(text: string, end: number): boolean {
  const start = Math.max(text.lastIndexOf('import', end), text.lastIndexOf('export', end));
  if (start < 0) return false;
  const statement = text.slice(start, end);
  if (TYPE_STATEMENT.test(statement)) return true;
  const names = NAMED_IMPORT.exec(statement)?.[1]
    ?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return Boolean(names?.length) && (names ?? []).every((name) => name.startsWith('type '));
}

export function importsOf(file: string, text: string): ImportSite[] {
  return [...text.matchAll(SPECIFIER)].map((match) => ({
    file,
    specifier: match[3] ?? '',
    typeOnly: isTypeOnly(text, match.index ?? 0),
    dynamic: /\(\s*$/.test(match[1] ?? ''),
  }));
}

/** Every import in apps/, packages/, tooling/ and bench/ of the repository at `root`. */
export function workspaceImports(root: string): ImportSite[] {
  const sites: ImportSite[] = [];
  for (const top of ['apps', 'packages', 'tooling', 'bench']) {
    for (const file of sourceFiles(root, top)) {
      sites.push(...importsOf(file, fs.readFileSync(path.join(root, file), 'utf8')));
    }
  }
  return sites;
}
