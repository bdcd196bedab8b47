import { errorBody } from '@grantflow/service/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';

// /.well-known/* is where clients look for machine-readable metadata (RFC 8615): an MCP client that was
// refused looks there for OAuth protected-resource and authorization-server metadata. Answered with the
// web app's HTML page, it fails to parse it; a coded JSON 404 tells it plainly that there is none.
// Grantflow runs no OAuth authorization server for MCP: callers send their own bearer token.

export const WELL_KNOWN_PREFIX = '/.well-known/';

export const WELL_KNOWN_NOT_FOUND_MESSAGE =
  'Grantflow publishes no metadata here and runs no OAuth authorization server: MCP clients send their Grantflow token as "Authorization: Bearer <token>".';

export function isWellKnownPath(path: string): boolean {
  return path === '/.well-known' || path.startsWith(WELL_KNOWN_PREFIX);
}

/** The JSON 404 of any /.well-known path. */
export function wellKnownNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply
    .code(404)
    .header('cache-control', 'no-cache')
    .send(errorBody(request, 404, WELL_KNOWN_NOT_FOUND_MESSAGE, { code: 'WELL_KNOWN_NOT_FOUND' }));
}
