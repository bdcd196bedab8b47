import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const webSource = path.join(root, 'apps/web/src');

/** A component file past this many lines does more than one job; split it into components and hooks. */
const MAX_LINES = 150;

function componentFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(file);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [file] : [];
  });
}

function lineCount(file: string): number {
  const text = fs.readFileSync(file, 'utf8');
  return text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length;
}

describe('the web components', () => {
  it(`stay within ${MAX_LINES} lines a file`, () => {
    const oversized = componentFiles(webSource)
      .map((file) => ({ file: path.relative(root, file), lines: lineCount(file) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines}`);
    expect(oversized).toEqual([]);
  });
});
