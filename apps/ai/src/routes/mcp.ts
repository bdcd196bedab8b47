import { restRoutes } from '@grantflow/service/tenant-route';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppDeps, assistantDepsOf } from '../deps.ts';
import { batchRefusal } from './mcp-batch.ts';
import { createMcpServer } from './mcp-tools.ts';

/**
 * POST /api/mcp: an MCP server over Streamable HTTP, stateless (a server and transport per request, JSON
 * answers), for bearer-token callers only: anonymous or unauthorized requests get 401 before any MCP
 * message is read. No GET route: the optional server-to-client stream is not offered (stateless), and the SDK's client
 * carries on without it.
 */
export async function registerMcpRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const routes = restRoutes({ db: deps.db, authSecret: deps.config.AUTH_SECRET });
  const assistant = assistantDepsOf(deps);

  // Signed in first; each tool then resolves its organisation through the same steps (routes.caller).
  app.post('/api/mcp', routes.userRoute({ run: ({ request, reply }) => serve(request, reply) }));

  async function serve(request: FastifyRequest, reply: FastifyReply) {
    const refusal = batchRefusal(request.body, deps.config.ASSISTANT_MCP_MAX_BATCH_CALLS);
    if (refusal) return reply.code(400).send(refusal);
    const server = createMcpServer(
      (ids) => routes.caller(request, ids),
      assistant,
      (error) => request.log.error({ err: error }, 'mcp tool failed'),
    );
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
