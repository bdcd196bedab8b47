import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { ServerContext } from './context.ts';
import { isSignedIn } from './signed-in-requests.ts';

// How GraphQL errors are answered over HTTP: what an error may carry, and the status.
//
// SECURITY 7: a caller without a valid session (no token, a forged, expired or
// revoked one) whose operation needed one gets HTTP 401, not 200. The body is unchanged (UNAUTHORIZED /
// UNAUTHENTICATED with the catalogue message), so the web's urql client, which reads GraphQL errors from
// any status, still sees 'unauthorized' and runs its session-expired flow. A signed-in user whose
// account is not authorized keeps 200: they are authenticated, only refused.

const AUTHENTICATION_CODES = new Set(['UNAUTHORIZED', 'UNAUTHENTICATED']);

interface ResultLike {
  errors?: readonly GraphQLError[];
  extensions?: Record<string, unknown>;
}

/**
 * Every error as the client may see it: message, location, path and extensions, never the error it wraps
 * (Yoga's own request errors otherwise serialise `originalError: {name: 'SyntaxError', message}`).
 */
function withoutOriginalErrors(errors: readonly GraphQLError[]): GraphQLError[] {
  return errors.map((error) => {
    if (!error.originalError && !('originalError' in error.extensions)) return error;
    const { originalError: _wrapped, ...extensions } = error.extensions;
    return new GraphQLError(error.message, {
      nodes: error.nodes,
      source: error.source,
      positions: error.positions,
      path: error.path,
      extensions,
    });
  });
}

function needsAuthentication(result: ResultLike): boolean {
  return (result.errors ?? []).some((error) => AUTHENTICATION_CODES.has(String(error.extensions?.code)));
}

export function useErrorAnswers(): Plugin<Record<string, unknown>, ServerContext> {
  return {
    onResultProcess({ result, setResult, serverContext }) {
      if (Array.isArray(result) || Symbol.asyncIterator in result) return;
      const single = result as ResultLike;
      if (!single.errors?.length) return;
      const unauthenticated = needsAuthentication(single) && !isSignedIn(serverContext.req);
      setResult({
        ...single,
        errors: withoutOriginalErrors(single.errors),
        ...(unauthenticated
          ? {
              extensions: {
                ...single.extensions,
                http: { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } },
              },
            }
          : {}),
      } as typeof result);
    },
  };
}
