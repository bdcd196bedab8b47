import {
  controlCharactersError,
  findControlCharacters,
  hasControlCharacters,
} from '@grantflow/validation/text';
import { BREAK, type DocumentNode, GraphQLError, visit } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { extensionsFor } from './schema/errors.ts';

// Dates and control characters, for every operation by construction (new operations inherit it):
// - control characters in any String variable or literal are refused with the VALIDATION field error of
//   packages/validation before any resolver runs, so no input that bypasses a schema reaches PostgreSQL;
// - variables that do not fit their declared types (an unknown enum value, an unknown input field, an ID
//   sent as an object, an Int sent as text) are the caller's mistake: BAD_USER_INPUT with GraphQL's own
//   message, never INTERNAL.

// Yoga hands every request of the same text the same cached DocumentNode, so a document is walked once,
// not on every execution.
const literalVerdicts = new WeakMap<DocumentNode, boolean>();

function literalWithControlCharacters(document: DocumentNode): boolean {
  const known = literalVerdicts.get(document);
  if (known !== undefined) return known;
  const found = documentHasControlCharacters(document);
  literalVerdicts.set(document, found);
  return found;
}

function documentHasControlCharacters(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    StringValue(node) {
      if (!hasControlCharacters(node.value)) return undefined;
      found = true;
      return BREAK;
    },
  });
  return found;
}

function controlCharactersResult(path: string) {
  const error = controlCharactersError(path);
  return { errors: [new GraphQLError(error.message, { extensions: extensionsFor(error) })] };
}

/** graphql-js answers a request error (variables that cannot be coerced) with errors and no `data` key. */
function isRequestError(result: unknown): result is { errors: readonly GraphQLError[] } {
  return typeof result === 'object' && result !== null && !('data' in result) && 'errors' in result;
}

export function useInputGuard(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const variables = (args as { variableValues?: unknown }).variableValues;
      const inVariables = findControlCharacters(variables ?? null);
      if (inVariables) return setResultAndStopExecution(controlCharactersResult(inVariables));
      if (literalWithControlCharacters(args.document as DocumentNode)) {
        return setResultAndStopExecution(controlCharactersResult('query'));
      }
      return {
        onExecuteDone({ result, setResult }) {
          if (!isRequestError(result)) return;
          // Rebuilt without originalError (the scalar's own GraphQLError), so the masking passes them on.
          setResult({
            errors: result.errors.map(
              (error) =>
                new GraphQLError(error.message, {
                  nodes: error.nodes,
                  // graphql-over-http: a request error is 400 for application/graphql-response+json and
                  // 200 for application/json (`spec` tells Yoga to apply the status only to the former).
                  extensions: { code: 'BAD_USER_INPUT', http: { status: 400, spec: true } },
                }),
            ),
          });
        },
      };
    },
  };
}
