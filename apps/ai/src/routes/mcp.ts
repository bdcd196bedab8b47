import { createRestAuth } from '@grantflow/auth/rest-auth';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyInstance } from 'fastify';
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
  const auth = createRestAuth({ db: deps.db, authSecret: deps.config.AUTH_SECRET });
  const assistant = assistantDepsOf(deps);

  app.post('/api/mcp', async (request, reply) => {
    await auth.requireUser(request);
    const refusal = batchRefusal(request.body, deps.config.ASSISTANT_MCP_MAX_BATCH_CALLS);
    if (refusal) return reply.code(400).send(refusal);
    const server = createMcpServer(auth, request, assistant, (error) =>
      request.log.error({ err: error }, 'mcp tool failed'),
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
  });
}
