import {
  type DocumentNode,
  type GraphQLError,
  NoSchemaIntrospectionCustomRule,
  parse,
  validate,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { isIntrospectionOnly, measureDocument, type QueryLimits } from './limits.ts';

export interface HardeningOptions {
  limits: QueryLimits;
  /**
   * Production: no introspection, no "Did you mean …" hints that map the schema for an attacker. Elsewhere
   * introspection is served, past the depth and cost limits (docs/architecture.md, GraphQL clients).
   */
  production: boolean;
}

/**
 * Abusive documents are rejected while parsing and validating, so no resolver (and no SQL) runs for them.
 * The query limits are checked first, on their own: graphql's standard rules are not linear in the document
 * (OverlappingFieldsCanBeMerged compares fields pairwise across fragment spreads), so a document past a
 * limit must never reach them.
 */
export function useHardening({ limits, production }: HardeningOptions): Plugin {
  // Yoga hands every request of the same text the same cached document, and this check runs before its
  // validation cache: measured once per document, not on every request.
  const refusals = new WeakMap<DocumentNode, readonly GraphQLError[]>();
  const limitErrors = (document: DocumentNode) => {
    let errors = refusals.get(document);
    if (!errors) {
      errors = measureDocument(document, limits).errors;
      refusals.set(document, errors);
    }
    return errors;
  };
  return {
    onParse({ setParseFn }) {
      setParseFn((source, options) => parse(source, { ...options, maxTokens: limits.maxTokens }));
    },
    onValidate({ params, addValidationRule, setValidationFn, setResult }) {
      const introspectionServed = !production && isIntrospectionOnly(params.documentAST);
      const errors = introspectionServed ? [] : limitErrors(params.documentAST);
      if (errors.length > 0) return setResult([...errors]);
      if (production) {
        addValidationRule(NoSchemaIntrospectionCustomRule);
        setValidationFn((schema, documentAST, rules) =>
          validate(schema, documentAST, rules, { hideSuggestions: true }),
        );
      }
    },
    onExecute({ executeFn, setExecuteFn }) {
      // Envelop's types name graphql 16's ExecutionArgs; the graphql 17 executor Yoga runs reads this flag.
      if (production) setExecuteFn((args) => executeFn(Object.assign({}, args, { hideSuggestions: true })));
    },
  };
}
