import { NoSchemaIntrospectionCustomRule, parse, validate } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { type QueryLimits, queryLimitsRule } from './limits.ts';

export interface HardeningOptions {
  limits: QueryLimits;
  /** Production: no introspection, no "Did you mean …" hints that map the schema for an attacker. */
  production: boolean;
}

/**
 * SECURITY §9: abusive documents are rejected while parsing and validating, so no resolver (and no
 * SQL) runs for them.
 */
export function useHardening({ limits, production }: HardeningOptions): Plugin {
  const limitsRule = queryLimitsRule(limits);
  return {
    onParse({ setParseFn }) {
      setParseFn((source, options) => parse(source, { ...options, maxTokens: limits.maxTokens }));
    },
    onValidate({ addValidationRule, setValidationFn }) {
      addValidationRule(limitsRule);
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
