/**
 * The fragment fan-out: `levels` fragments, each spreading the next one `spreads` times, so expanding the
 * spreads visits spreads^(levels-1) selections while the document stays under a kilobyte. `leaf` goes into
 * the last fragment (an unknown field shows whether GraphQL's own rules ran).
 */
export function fragmentFanOut(levels: number, spreads = 10, leaf = '__typename'): string {
  const fragments = Array.from({ length: levels }, (_, i) => {
    const next = i < levels - 1 ? `...F${i + 1} `.repeat(spreads) : leaf;
    return `fragment F${i} on Query { __typename ${next} }`;
  });
  return `query { __typename ...F0 } ${fragments.join(' ')}`;
}
