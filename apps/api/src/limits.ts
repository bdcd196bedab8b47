import {
  type DocumentNode,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
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

export interface DocumentMeasure {
  /** QUERY_TOO_COMPLEX errors, one per limit passed; empty when every operation fits. */
  errors: GraphQLError[];
  /** Selections looked at: at most each selection of the document once (fragments are measured once). */
  visitedSelections: number;
}

/**
 * Measures with every fragment expanded, in time linear in the document: a fragment is measured once, at
 * level 0, and a spread at level L reuses that (depth + L, cost × 1.5^L, the same aliases). Expanding
 * spreads instead made ten fragments that each spread the next ten times cost 10^10 steps.
 */
class Measurer {
  visitedSelections = 0;
  private readonly fragmentMetrics = new Map<string, Metrics>();
  private readonly inProgress = new Set<string>();

  constructor(
    private readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>,
    private readonly limits: QueryLimits,
  ) {}

  /** Every partial sum is a lower bound of the operation's total, so passing a limit anywhere ends the walk. */
  exceeds(metrics: Metrics): boolean {
    return (
      metrics.depth > this.limits.maxDepth ||
      metrics.aliases > this.limits.maxAliases ||
      metrics.cost > this.limits.maxCost
    );
  }

  measure(selectionSet: SelectionSetNode, level: number): Metrics {
    const total: Metrics = { depth: level, aliases: 0, cost: 0 };
    for (const selection of selectionSet.selections) {
      this.visitedSelections += 1;
      if (selection.kind === Kind.FIELD) {
        if (selection.alias) total.aliases += 1;
        total.cost += (selection.selectionSet ? OBJECT_COST : LEAF_COST) * DEPTH_FACTOR ** level;
        total.depth = Math.max(total.depth, level + 1);
        if (selection.selectionSet) add(total, this.measure(selection.selectionSet, level + 1));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        add(total, this.measure(selection.selectionSet, level));
      } else {
        const base = this.fragmentAtLevelZero(selection.name.value);
        if (base) add(total, atLevel(base, level));
      }
      if (this.exceeds(total)) return total;
    }
    return total;
  }

  private fragmentAtLevelZero(name: string): Metrics | undefined {
    const known = this.fragmentMetrics.get(name);
    if (known) return known;
    const fragment = this.fragments.get(name);
    // Unknown or cyclic fragments are reported by GraphQL's own rules; do not loop on them here.
    if (!fragment || this.inProgress.has(name)) return undefined;
    this.inProgress.add(name);
    const metrics = this.measure(fragment.selectionSet, 0);
    this.inProgress.delete(name);
    this.fragmentMetrics.set(name, metrics);
    return metrics;
  }
}

function add(total: Metrics, inner: Metrics): void {
  total.depth = Math.max(total.depth, inner.depth);
  total.aliases += inner.aliases;
  total.cost += inner.cost;
}

function atLevel(base: Metrics, level: number): Metrics {
  return { depth: base.depth + level, aliases: base.aliases, cost: base.cost * DEPTH_FACTOR ** level };
}

function limitErrors(operation: OperationDefinitionNode, metrics: Metrics, limits: QueryLimits) {
  const refusal = (message: string) =>
    new GraphQLError(message, { nodes: [operation], extensions: { code: 'QUERY_TOO_COMPLEX' } });
  const errors: GraphQLError[] = [];
  if (metrics.depth > limits.maxDepth)
    errors.push(refusal(`Query depth limit of ${limits.maxDepth} exceeded.`));
  if (metrics.aliases > limits.maxAliases)
    errors.push(refusal(`Alias limit of ${limits.maxAliases} exceeded.`));
  if (metrics.cost > limits.maxCost) errors.push(refusal(`Query cost limit of ${limits.maxCost} exceeded.`));
  return errors;
}

/** Depth, aliases and cost of every operation of a parsed document, checked before any validation rule. */
export function measureDocument(document: DocumentNode, limits: QueryLimits): DocumentMeasure {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const measurer = new Measurer(fragments, limits);
  const errors: GraphQLError[] = [];
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    errors.push(...limitErrors(definition, measurer.measure(definition.selectionSet, 0), limits));
    if (errors.length > 0) break;
  }
  return { errors, visitedSelections: measurer.visitedSelections };
}

const INTROSPECTION_ROOT_FIELDS = new Set(['__schema', '__type', '__typename']);

/**
 * True when every operation is a query that only reads the schema (`__schema`, `__type`). Outside production
 * these skip the depth and cost limits: graphql-js's own introspection query nests `ofType` deeper than
 * any data query may, and it reads the in-memory schema, never the database.
 */
export function isIntrospectionOnly(document: DocumentNode): boolean {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  return (
    operations.length > 0 &&
    operations.every(
      (operation) =>
        operation.operation === 'query' &&
        operation.selectionSet.selections.every(
          (selection) => selection.kind === Kind.FIELD && INTROSPECTION_ROOT_FIELDS.has(selection.name.value),
        ),
    )
  );
}
