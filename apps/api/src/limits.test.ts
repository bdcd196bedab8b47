import { type DocumentNode, parse, visit } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DEFAULT_QUERY_LIMITS, measureDocument } from './limits.ts';
import { fragmentFanOut } from './testing/fragment-fan-out.ts';

function selectionsIn(document: DocumentNode): number {
  let count = 0;
  const counted = () => {
    count += 1;
  };
  visit(document, { Field: counted, InlineFragment: counted, FragmentSpread: counted });
  return count;
}

const codes = (document: string) =>
  measureDocument(parse(document), DEFAULT_QUERY_LIMITS).errors.map((error) => error.extensions.code);
const messages = (document: string) =>
  measureDocument(parse(document), DEFAULT_QUERY_LIMITS).errors.map((error) => error.message);

describe('query limits', () => {
  it.each([3, 5, 7, 10])(
    'refuses or measures a %i-level fragment fan-out looking at each selection at most once',
    (levels) => {
      const document = parse(fragmentFanOut(levels));
      const { visitedSelections } = measureDocument(document, DEFAULT_QUERY_LIMITS);
      // Expanding the spreads would visit 10^(levels-1) selections: 10^9 for ten levels.
      expect(visitedSelections).toBeLessThanOrEqual(selectionsIn(document));
    },
  );

  it('refuses the ten-level fan-out as too complex', () => {
    expect(codes(fragmentFanOut(10))).toEqual(['QUERY_TOO_COMPLEX']);
  });

  it('accepts a small fan-out whose expanded cost is under the limit', () => {
    expect(codes(fragmentFanOut(3))).toEqual([]);
  });

  it('measures a fragment spread deep in a query as if it were written there', () => {
    const nested = (inner: string) =>
      `{ currentUser { organization { users { organization { users { organization { ${inner} } } } } } } }`;
    const fragment = 'fragment Deep on Organization { users { organization { users { id } } } }';
    // Six levels outside plus four inside the fragment: 10, at the limit; one more is past it.
    expect(codes(`${nested('...Deep')} ${fragment}`)).toEqual([]);
    expect(messages(`${nested('users { organization { ...Deep } }')} ${fragment}`)).toEqual([
      'Query depth limit of 10 exceeded.',
    ]);
    expect(messages(nested('users { organization { users { organization { users { id } } } } }'))).toEqual([
      'Query depth limit of 10 exceeded.',
    ]);
  });

  it('counts the aliases of a fragment once per spread', () => {
    const aliases = Array.from({ length: 4 }, (_, i) => `a${i}: __typename`).join(' ');
    const spreads = (count: number) =>
      `{ ${'...Four '.repeat(count)} } fragment Four on Query { ${aliases} }`;
    expect(codes(spreads(3))).toEqual([]);
    expect(messages(spreads(4))).toEqual(['Alias limit of 15 exceeded.']);
  });

  it('weighs a fragment by the level it is spread at', () => {
    // 1,000 leaves cost 1,000 at the root and 2,250 two levels down: 4 × 1,000 fits, 4 × 2,250 does not.
    const leaves = '__typename '.repeat(1000);
    const root = `{ ${'...Leaves '.repeat(4)} } fragment Leaves on Query { ${leaves} }`;
    const below = `{ currentUser { organization { ${'...Leaves '.repeat(4)} } } } fragment Leaves on Organization { ${leaves} }`;
    expect(codes(root)).toEqual([]);
    expect(messages(below)).toEqual(['Query cost limit of 5000 exceeded.']);
  });

  it('leaves unknown and cyclic fragments to GraphQL’s own rules', () => {
    expect(codes('{ ...Missing }')).toEqual([]);
    expect(codes('{ ...A } fragment A on Query { ...B } fragment B on Query { ...A }')).toEqual([]);
  });
});
