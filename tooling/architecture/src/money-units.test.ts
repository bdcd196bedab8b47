import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { unitChangesIn, workspaceUnitChanges } from './money-units.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const lines = (text: string) => unitChangesIn('x.ts', text).map((change) => change.text);

describe('money changes unit only at the boundary', () => {
  it('has no inline cents conversion outside the money module and the wire boundary', () => {
    expect(workspaceUnitChanges(root)).toEqual([]);
  });

  it.each([
    'const dollars = (cents: number) => cents / 100;',
    "  value: (row.get('x')?.cents ?? 0) / 100,",
    'export const MONEY_MAX_DOLLARS = MONEY_MAX_CENTS / 100;',
    '      goalCents: rng.int(8, 40) * 10_000 * 100,',
    '  const cents = Math.round(value * 100);',
  ])('finds %s', (line) => {
    expect(lines(line)).toEqual([line.trim()]);
  });

  it.each([
    'return goalCents > 0 ? (achievedCents / goalCents) * 100 : 0;',
    'sql`select goal_cents / 100.0 as goal`',
    'const percent = Math.round(entry.progress * 100);',
    'const rate = Math.floor(yoe / 100);',
    '// cents / 100 is what centsToDollars does',
    'const amount = centsToDollars(cents);',
  ])('passes %s', (line) => {
    expect(lines(line)).toEqual([]);
  });
});
