import type { FieldNode, FragmentDefinitionNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';

// Look-ahead: which sub-fields a query selects below the field being resolved, so a resolver can tell its
// repository what to load. Conservative on purpose: fragments count whatever their type condition, and
// @skip/@include are ignored, so a field is "selected" whenever it may be; loading too much is safe,
// too little is not (a field that was not loaded fails loudly through `loaded`).

export interface Selection {
  /** Whether the field `name` appears directly below. */
  has(name: string): boolean;
  /** The sub-selection of `name` (empty when it is absent). */
  child(name: string): Selection;
}

type Tree = Map<string, FieldNode[]>;

function collect(
  set: SelectionSetNode | undefined,
  fragments: Record<string, FragmentDefinitionNode>,
  into: Tree,
  seen: Set<string>,
): Tree {
  for (const node of set?.selections ?? []) {
    if (node.kind === 'Field') {
      const nodes = into.get(node.name.value) ?? [];
      nodes.push(node);
      into.set(node.name.value, nodes);
    } else if (node.kind === 'InlineFragment') {
      collect(node.selectionSet, fragments, into, seen);
    } else if (!seen.has(node.name.value)) {
      seen.add(node.name.value);
      collect(fragments[node.name.value]?.selectionSet, fragments, into, seen);
    }
  }
  return into;
}

function selectionOf(
  nodes: readonly FieldNode[],
  fragments: Record<string, FragmentDefinitionNode>,
): Selection {
  const tree: Tree = new Map();
  for (const node of nodes) collect(node.selectionSet, fragments, tree, new Set());
  return {
    has: (name) => tree.has(name),
    child: (name) => selectionOf(tree.get(name) ?? [], fragments),
  };
}

/** The selection below the field `info` resolves (merged over its aliases and fragments). */
export function lookAhead(info: GraphQLResolveInfo): Selection {
  return selectionOf(info.fieldNodes, info.fragments);
}

/** A value the repository was asked to load; a resolver reaching one that was left out is a look-ahead bug. */
export function loaded<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`look-ahead: ${what} was not loaded`);
  return value;
}
