// Every exported schema of this package, run against a corpus of bad inputs: each issue it reports
// must carry a stable code (stamped by `coded` in messages.ts) whose English text is the issue's message.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { choice, optionalChoice, optionalText, requiredText, twoFactorCode } from './fields.ts';
import { hasIssueCode, toCodedIssue } from './issue.ts';
import { issueText } from './messages.ts';

const TODAY = '2026-06-15';

type Schema = z.ZodType;
const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && typeof (value as Schema).safeParse === 'function';

const folder = fileURLToPath(new URL('.', import.meta.url));
const moduleFiles = readdirSync(folder).filter(
  (name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'test-helpers.ts',
);

async function exportedSchemas(): Promise<Array<[string, Schema]>> {
  const found: Array<[string, Schema]> = [];
  for (const file of moduleFiles) {
    const module: Record<string, unknown> = await import(/* @vite-ignore */ `./${file}`);
    for (const [name, value] of Object.entries(module)) {
      if (isSchema(value)) found.push([`${file}:${name}`, value]);
      // Schema factories take `{ today }` (application, grant, report, previous award).
      else if (typeof value === 'function' && name.endsWith('Schema')) {
        const made: unknown = (value as (options: { today: string }) => unknown)({ today: TODAY });
        if (isSchema(made)) found.push([`${file}:${name}()`, made]);
      }
    }
  }
  found.push(
    ['fields.ts:requiredText()', requiredText(5)],
    ['fields.ts:optionalText()', optionalText(5)],
    ['fields.ts:choice()', choice(['A', 'B'])],
    ['fields.ts:optionalChoice()', optionalChoice(['A', 'B'])],
    ['fields.ts:twoFactorCode()', twoFactorCode()],
  );
  return found;
}

const BAD_VALUES: readonly unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'x',
  'not-an-email@',
  'a@b.co',
  '(012) 345-6789',
  '123-45',
  '1234',
  '2999-01-01',
  '2020-01-01',
  '2026-06-15',
  '2027-02-01',
  '2026-13-45',
  0,
  -1,
  1.5,
  1,
  21,
  2025,
  2030,
  99_999_999_999,
  '$1,000',
  '$9,999,999,999.99',
  '1.234',
  'YES',
  'NO',
  'AWARDED',
  'DECLINED',
  'RECURRING',
  'ONE_TIME',
  true,
  false,
  [],
  [{}],
  [{ urgency: 'x', deadline: '' }],
  {},
  'x'.repeat(30_000),
  new Date(Number.NaN),
];

/** A small deterministic generator, so a failure is reproducible. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

interface Def {
  type: string;
  shape?: Record<string, Schema>;
  innerType?: Schema;
  in?: Schema;
  element?: Schema;
}
const defOf = (schema: Schema): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The object shape behind wrappers (optional, default, pipe, …), if any. */
function shapeOf(schema: Schema): Record<string, Schema> | undefined {
  const def = defOf(schema);
  if (def.type === 'object') return def.shape;
  const inner = def.innerType ?? def.in;
  return inner ? shapeOf(inner) : undefined;
}

function arbitrary(schema: Schema, next: () => number, depth = 0): unknown {
  const shape = shapeOf(schema);
  if (shape && depth < 3 && next() < 0.7) {
    return Object.fromEntries(
      Object.entries(shape).map(([key, field]) => [key, arbitrary(field, next, depth + 1)]),
    );
  }
  return BAD_VALUES[Math.floor(next() * BAD_VALUES.length)];
}

describe('every issue of every schema carries a code', async () => {
  const schemas = await exportedSchemas();

  it('finds the schemas', () => {
    expect(schemas.length).toBeGreaterThan(40);
  });

  it.each(schemas)('%s', (_name, schema) => {
    const next = random(7);
    const inputs = [...BAD_VALUES, ...Array.from({ length: 400 }, () => arbitrary(schema, next))];
    let issueCount = 0;
    const uncoded = new Set<string>();
    for (const input of inputs) {
      const result = schema.safeParse(input);
      if (result.success) continue;
      for (const issue of result.error.issues) {
        issueCount += 1;
        const coded = toCodedIssue(issue);
        if (!hasIssueCode(issue)) uncoded.add(`${coded.path}: ${issue.code} '${issue.message}'`);
        else expect(issueText(coded.code, coded.params)).toBe(issue.message);
      }
    }
    expect([...uncoded]).toEqual([]);
    expect(issueCount).toBeGreaterThan(0);
  });
});
