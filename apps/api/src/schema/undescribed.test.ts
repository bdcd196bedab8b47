import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { undescribedSchemaElements } from './undescribed.ts';

describe('undescribedSchemaElements', () => {
  it('names each undescribed type, field, argument, input field and enum value, and nothing described', () => {
    const schema = buildSchema(`
      "Root" type Query { "Described" a(x: Int, "Y" y: Int): Int  b: Kind }
      enum Kind { "One" ONE TWO }
      input Filter { "Z" z: Int w: Int }
      type Unused { "F" f(filter: Filter): Int }
    `);
    expect(undescribedSchemaElements(schema).sort()).toEqual(
      [
        'Query.a(x)',
        'Query.b',
        'Kind',
        'Kind.TWO',
        'Filter',
        'Filter.w',
        'Unused',
        'Unused.f(filter)',
      ].sort(),
    );
  });
});
