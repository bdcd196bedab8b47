import fc from 'fast-check';
import {
  type GraphQLInputType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import { HIDDEN_CHARACTER_NAMES, LOOK_ALIKE_FILE_NAMES } from './hidden-character-names.ts';

// The inputs of SECURITY 9–10 and 22: wrong types, huge strings, control characters, out-of-range and
// malformed dates, nested objects, unicode, injection-looking text. Everything is drawn from a seeded
// generator, so a run is repeatable (FUZZ_SEED).

const CONTROL = [
  '\u0000',
  'a\u0000b',
  '\u0001',
  '\u0007',
  '\u0008',
  '\u000b',
  '\u001b[31m',
  'x\u007f',
  '\u0000'.repeat(3),
];
const DATES = [
  '0001-01-01',
  '0000-07-01',
  '1899-12-31',
  '1900-01-01',
  '2200-12-31',
  '2201-01-01',
  '9999-12-31',
  '10000-06-01',
  '2026-02-30',
  '2026-13-01',
  '2026-1-1',
  '2026-06-01T25:00:00Z',
  '-2026-01-01',
];
const HOSTILE = [
  "'; drop table users; --",
  '../../etc/passwd',
  '%00',
  '%2e%2e%2f',
  '<script>alert(1)</script>',
  '{"$gt": ""}',
  '{{7*7}}',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x10',
  '',
  ' ',
  '\u202e\u200b\ufeff',
  '\ud800',
  '𝔊𝔯𝔞𝔫𝔱 🎉',
];

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 3, arbitrary: fc.constantFrom(...CONTROL) },
  { weight: 3, arbitrary: fc.constantFrom(...DATES) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 2, arbitrary: fc.constantFrom(...HIDDEN_CHARACTER_NAMES, ...LOOK_ALIKE_FILE_NAMES) },
  {
    weight: 1,
    arbitrary: fc.string({ minLength: 2_000, maxLength: 70_000 }).map((s) => s.padEnd(2_000, 'x')),
  },
  { weight: 1, arbitrary: fc.integer({ min: -5, max: 3_000_000_000 }).map(String) },
);

const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.integer({ min: 2_147_483_640, max: 2_147_483_660 }),
  fc.double({ noNaN: true }),
  fc.constantFrom(0, -1, 1, 1.5, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e308),
);

/** Any JSON value, nested a little. */
export const nastyValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyString,
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(
      fc.oneof(
        fc.string({ maxLength: 8 }),
        fc.constantFrom('role', 'organizationId', '__proto__', 'a\u0000'),
      ),
      tie('value'),
      {
        maxKeys: 3,
      },
    ),
  ),
})).value;

/** Ids worth trying: both organisations' real ones, and the borders of the id type. */
export function idArbitrary(knownIds: readonly number[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...knownIds).map(String) },
    { weight: 2, arbitrary: fc.constantFrom(...knownIds) },
    {
      weight: 2,
      arbitrary: fc.constantFrom('0', '-1', '2147483648', '99999999999999999999', '1.5', 'abc', '1 OR 1=1'),
    },
    { weight: 1, arbitrary: nastyValue },
  );
}

/**
 * A value for a GraphQL input type: usually of the declared shape (so it passes GraphQL's coercion and
 * reaches our validation), with nasty leaves; sometimes of the wrong type altogether.
 */
export function graphqlValue(
  type: GraphQLInputType,
  knownIds: readonly number[],
  depth = 0,
): fc.Arbitrary<unknown> {
  const wrong = nastyValue;
  if (isNonNullType(type)) {
    return fc.oneof(
      { weight: 9, arbitrary: graphqlValue(type.ofType, knownIds, depth) },
      { weight: 1, arbitrary: fc.constant(null) },
    );
  }
  const typed = typedValue(type, knownIds, depth);
  return fc.oneof(
    { weight: 8, arbitrary: typed },
    { weight: 1, arbitrary: wrong },
    { weight: 1, arbitrary: fc.constant(null) },
  );
}

function typedValue(
  type: GraphQLInputType,
  knownIds: readonly number[],
  depth: number,
): fc.Arbitrary<unknown> {
  if (isListType(type)) {
    return depth > 3
      ? fc.constant([])
      : fc.array(graphqlValue(type.ofType, knownIds, depth + 1), { maxLength: 4 });
  }
  if (isEnumType(type)) {
    const values = type.getValues().map((value) => value.name);
    return fc.oneof(
      { weight: 5, arbitrary: fc.constantFrom(...values) },
      { weight: 1, arbitrary: fc.constantFrom('NOPE', '', values[0]?.toLowerCase() ?? 'x') },
    );
  }
  if (isInputObjectType(type)) {
    if (depth > 3) return fc.constant({});
    const fields = Object.values(type.getFields());
    const shape = Object.fromEntries(
      fields.map((field) => [field.name, graphqlValue(field.type, knownIds, depth + 1)]),
    );
    return fc.record(shape, { requiredKeys: [] });
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID':
        return idArbitrary(knownIds);
      case 'Int':
        return fc.oneof(fc.integer({ min: -10, max: 400 }), nastyNumber.filter(Number.isInteger));
      case 'Float':
        return nastyNumber;
      case 'Boolean':
        return fc.boolean();
      default:
        return nastyString;
    }
  }
  return nastyValue;
}

/** A known-good JSON value with some leaves replaced by nasty ones, some keys dropped or added. */
export function mutated(valid: unknown): fc.Arbitrary<unknown> {
  if (Array.isArray(valid)) return fc.tuple(...valid.map(mutated)).map((items) => items);
  if (valid !== null && typeof valid === 'object') {
    const entries = Object.entries(valid as Record<string, unknown>);
    const shape = Object.fromEntries(entries.map(([key, value]) => [key, mutated(value)]));
    return fc
      .tuple(
        fc.record(shape, { requiredKeys: [] }),
        fc.option(
          fc.tuple(fc.constantFrom('role', 'organizationId', 'organization_id', 'extra'), nastyValue),
        ),
      )
      .map(([record, extra]) => (extra ? { ...record, [extra[0]]: extra[1] } : record));
  }
  return fc.oneof({ weight: 1, arbitrary: fc.constant(valid) }, { weight: 2, arbitrary: nastyValue });
}
