import { restRoutes } from '@grantflow/service/tenant-route';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { type AppDeps, assistantDepsOf } from '../deps.ts';
import { batchRefusal } from './mcp-batch.ts';
import { createMcpServer } from './mcp-tools.ts';

/**
 * The Bearer challenge of a refused MCP request (RFC 6750, RFC 9728). No resource_metadata: tokens are
 * Grantflow's own, not issued by an OAuth authorization server, so there is no metadata to point to.
 */
export const MCP_AUTH_CHALLENGE = 'Bearer realm="grantflow"';

/**
 * The answer to GET and DELETE. The Streamable HTTP transport has a server that offers no server-to-client
 * stream (GET) or no sessions to end (DELETE) answer 405: clients (the SDK's, the Inspector) take that as
 * "not offered" and carry on, where a 404 is reported as an error.
 */
export const MCP_METHOD_NOT_ALLOWED = {
  jsonrpc: '2.0' as const,
  id: null,
  error: {
    code: -32000,
    message: 'Method not allowed: this MCP endpoint is stateless and answers POST only.',
    data: { code: 'METHOD_NOT_ALLOWED' },
  },
};

/**
 * POST /api/mcp: an MCP server over Streamable HTTP, stateless (a server and transport per request, JSON
 * answers), for bearer-token callers only: anonymous or unauthorized requests get 401 with a Bearer
 * challenge before any MCP message is read. GET and DELETE answer 405 (no stream, no sessions).
 */
export async function registerMcpRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const routes = restRoutes({ db: deps.db, authSecret: deps.config.AUTH_SECRET });
  const assistant = assistantDepsOf(deps);

  // Signed in first; each tool then resolves its organisation through the same steps (routes.caller).
  app.post(
    '/api/mcp',
    { onSend: challengeOnUnauthorized },
    routes.userRoute({ run: ({ request, reply }) => serve(request, reply) }),
  );
  app.route({
    method: ['GET', 'DELETE'],
    url: '/api/mcp',
    handler: (_request, reply) => reply.code(405).header('allow', 'POST').send(MCP_METHOD_NOT_ALLOWED),
  });

  async function serve(request: FastifyRequest, reply: FastifyReply) {
    const refusal = batchRefusal(request.body, deps.config.ASSISTANT_MCP_MAX_BATCH_CALLS);
    if (refusal) return reply.code(400).send(refusal);
    const server = createMcpServer({
      caller: (ids) => routes.caller(request, ids),
      assistant,
      publicUrl: deps.config.PUBLIC_URL,
      onUnexpected: (error) => request.log.error({ err: error }, 'mcp tool failed'),
    });
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    reply.hijack();
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(request.raw, reply.raw, request.body);
    } catch (error) {
      // The reply is hijacked, so the error handler cannot answer: a JSON-RPC internal error, no details.
      request.log.error({ err: error }, 'mcp request failed');
      if (!reply.raw.headersSent) {
        reply.raw.writeHead(500, { 'content-type': 'application/json' });
        reply.raw.end(
          JSON.stringify({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null }),
        );
      } else reply.raw.end();
    }
  }
}

/** Sign-in failures answer from the error handler; the challenge is added to them here, on the way out. */
const challengeOnUnauthorized: onSendHookHandler = async (_request, reply, payload) => {
  if (reply.statusCode === 401) reply.header('www-authenticate', MCP_AUTH_CHALLENGE);
  return payload;
};
