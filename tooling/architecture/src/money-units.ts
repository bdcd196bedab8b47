import fs from 'node:fs';
import path from 'node:path';
import { isTestFile } from './boundaries.ts';
import { sourceFiles } from './imports.ts';

// docs/architecture.md, Operations and their contract: amounts are integer cents inside, and money changes
// unit once where the wire enters (packages/validation) and once where it leaves (`centsToDollars` of
// packages/domain). An inline `/ 100` or `* 100` on cents elsewhere is a second, unchecked conversion.

export interface UnitChange {
  file: string;
  line: number;
  text: string;
}

/** Where cents and dollars may be converted by hand: the domain's money module and the wire boundary. */
export const MONEY_UNIT_HOMES: readonly string[] = [
  'packages/domain/src/money/',
  // wireCents: the wire's dollars (or money text) read as cents.
  'packages/validation/src/fields.ts',
  // parseMoneyToCents: a number typed in a money input read as cents, refusing sub-cent precision.
  'packages/validation/src/money.ts',
];

/** `/ 100` or `* 100` (not `100.0`, `1000`, `100_000`: SQL decimals and other constants). */
const BY_HUNDRED = /([*/])\s*100(?![\d._])/;
/** A cents value divided, or something named cents assigned (`goalCents: x * 100`, `const cents = …`). */
const CENTS_DIVIDED = /cents\b[^/]*\/\s*100(?![\d._])/i;
const CENTS_ASSIGNED = /cents\w*\s*(?::|=(?!=))/i;
const COMMENT = /^\s*(\/\/|\/\*|\*)/;

/** The lines of `text` (the file `file`) that change a cents amount's unit inline. */
export function unitChangesIn(file: string, text: string): UnitChange[] {
  const found: UnitChange[] = [];
  text.split('\n').forEach((line, index) => {
    const match = BY_HUNDRED.exec(line);
    if (!match || COMMENT.test(line)) return;
    const onCents = match[1] === '/' ? CENTS_DIVIDED.test(line) : CENTS_ASSIGNED.test(line);
    if (onCents) found.push({ file, line: index + 1, text: line.trim() });
  });
  return found;
}

/** Every inline unit change in the production sources of apps/ and packages/ but the homes above. */
export function workspaceUnitChanges(root: string): UnitChange[] {
  const found: UnitChange[] = [];
  for (const top of ['apps', 'packages']) {
    for (const file of sourceFiles(root, top)) {
      if (isTestFile(file) || MONEY_UNIT_HOMES.some((home) => file.startsWith(home))) continue;
      found.push(...unitChangesIn(file, fs.readFileSync(path.join(root, file), 'utf8')));
    }
  }
  return found;
}
