import {
  type ASTVisitor,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

// Written against the graphql 17 in this tree rather than @escape.tech/graphql-armor: armor bundles
// graphql 16, whose GraphQLError instances Yoga (graphql 17) does not recognise, so its rejections
// turned into masked 500s and its suggestion blocker matched nothing.

export interface QueryLimits {
  /** Nesting of fields below the root, fragments expanded. */
  maxDepth: number;
  /** Aliased fields in one operation (each alias is a way to repeat an expensive field). */
  maxAliases: number;
  /** Weighted field count: objects cost 2, leaves 1, multiplied by 1.5 per level of depth. */
  maxCost: number;
  /** Lexical tokens in the document; enforced by the parser before any validation work. */
  maxTokens: number;
}

export const DEFAULT_QUERY_LIMITS: QueryLimits = {
  maxDepth: 10,
  maxAliases: 15,
  maxCost: 5000,
  maxTokens: 2000,
};

const OBJECT_COST = 2;
const LEAF_COST = 1;
const DEPTH_FACTOR = 1.5;

interface Metrics {
  depth: number;
  aliases: number;
  cost: number;
}

function measure(
  selectionSet: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  level: number,
  visiting: Set<string>,
): Metrics {
  const total: Metrics = { depth: level, aliases: 0, cost: 0 };
  const add = (inner: Metrics) => {
    total.depth = Math.max(total.depth, inner.depth);
    total.aliases += inner.aliases;
    total.cost += inner.cost;
  };
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.alias) total.aliases += 1;
      const weight = (selection.selectionSet ? OBJECT_COST : LEAF_COST) * DEPTH_FACTOR ** level;
      total.cost += weight;
      total.depth = Math.max(total.depth, level + 1);
      if (selection.selectionSet) add(measure(selection.selectionSet, fragments, level + 1, visiting));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      add(measure(selection.selectionSet, fragments, level, visiting));
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      // Unknown or cyclic fragments are reported by GraphQL's own rules; do not loop on them here.
      if (!fragment || visiting.has(name)) continue;
      visiting.add(name);
      add(measure(fragment.selectionSet, fragments, level, visiting));
      visiting.delete(name);
    }
  }
  return total;
}

/** One validation rule checking depth, aliases and cost of every operation before anything executes. */
export function queryLimitsRule(limits: QueryLimits): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    return {
      OperationDefinition(operation: OperationDefinitionNode) {
        const metrics = measure(operation.selectionSet, fragments, 0, new Set());
        const report = (message: string) =>
          context.reportError(
            new GraphQLError(message, { nodes: [operation], extensions: { code: 'QUERY_TOO_COMPLEX' } }),
          );
        if (metrics.depth > limits.maxDepth) report(`Query depth limit of ${limits.maxDepth} exceeded.`);
        if (metrics.aliases > limits.maxAliases) report(`Alias limit of ${limits.maxAliases} exceeded.`);
        if (metrics.cost > limits.maxCost) report(`Query cost limit of ${limits.maxCost} exceeded.`);
      },
    };
  };
}
