import type { FastifyRequest } from 'fastify';
import type { ErrorCodes } from './envelope.ts';

// A GraphQL client (urql, or any other) reads failures from `errors[]` only: a refusal in the REST envelope
// looked like an answer without data and no error at all. So whatever this package answers on the GraphQL
// path, on the api and on the gateway in front of it, takes GraphQL's shape (GraphQL-over-HTTP).

/** The path every Grantflow service that speaks GraphQL serves it at. */
export const GRAPHQL_PATH = '/graphql';

export function isGraphqlRequest(request: FastifyRequest): boolean {
  const end = request.url.indexOf('?');
  const path = end === -1 ? request.url : request.url.slice(0, end);
  return path === GRAPHQL_PATH || path.startsWith(`${GRAPHQL_PATH}/`);
}

/** A refusal as a GraphQL response: one error, its codes in `extensions` as the api's own errors carry them. */
export function graphqlErrorBody(message: string, codes: ErrorCodes) {
  return { errors: [{ message, extensions: { ...codes } }] };
}
