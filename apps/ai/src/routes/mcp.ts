import { createRestAuth } from '@grantflow/auth/rest-auth';
import { fail } from '@grantflow/service/envelope';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyInstance } from 'fastify';
import { type AppDeps, assistantDepsOf } from '../app.ts';
import { createMcpServer } from './mcp-tools.ts';

/**
 * POST /api/mcp: an MCP server over Streamable HTTP, stateless (a server and transport per request, JSON
 * answers), for bearer-token callers only: anonymous or unauthorized requests get 401 before any MCP
 * message is read. GET (the optional server-to-client stream) is 405, as the transport allows.
 */
export async function registerMcpRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const auth = createRestAuth({ db: deps.db, authSecret: deps.config.AUTH_SECRET });
  const assistant = assistantDepsOf(deps);

  app.post('/api/mcp', async (request, reply) => {
    await auth.requireUser(request);
    const server = createMcpServer(auth, request, assistant);
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    reply.hijack();
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(request.raw, reply.raw, request.body);
  });

  app.get('/api/mcp', async (request, reply) => {
    await auth.requireUser(request);
    return reply.code(405).header('allow', 'POST').send(fail(405, 'Method Not Allowed'));
  });
}
