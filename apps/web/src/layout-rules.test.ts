import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// README "Where code lives": the shared folders serve the features, never the other way round.
const SHARED = ['ui', 'lib', 'hooks', 'graphql', 'test'];
const root = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('shared folders', () => {
  it('import nothing from src/features', () => {
    const offenders = SHARED.flatMap((folder) => sourceFiles(join(root, folder)))
      .filter((file) => /from '[./]*\/features\//.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(offenders).toEqual([]);
  });
});

// ui/theme.ts gives Select and MultiSelect an `onDropdownOpen` that renders the opened dropdown before Mantine's
// keyboard handler looks for the current option; a field passing its own would silently replace it.
describe('select fields', () => {
  it("leave onDropdownOpen to the theme's default", () => {
    const allowed = ['ui/theme.ts', 'ui/theme-select.test.tsx', 'layout-rules.test.ts'];
    const offenders = sourceFiles(root)
      .map((file) => relative(root, file))
      .filter((file) => !allowed.includes(file))
      .filter((file) => /\bonDropdownOpen\b/.test(readFileSync(join(root, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
