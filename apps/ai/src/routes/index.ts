import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { registerApplicationDraftRoutes } from './application-drafts.ts';
import { registerCapabilityRoutes } from './capabilities.ts';
import { registerChatRoutes } from './chat.ts';
import { registerDataTableRoutes } from './data-tables.ts';
import { registerDatabaseFineTuningRoutes } from './database-fine-tuning.ts';
import { registerDocumentFineTuningRoutes } from './document-fine-tuning.ts';
import { registerMcpRoutes } from './mcp.ts';

/**
 * The assistant calls (docs/product.md, REST calls), one file per area: /ai/capabilities, /ai/chat/*,
 * /ai/*-fine-tunning*, /ai/*database-fine-tuning*, /ai/database/*, /ai/applications/:id/drafts*, and the MCP endpoint /api/mcp.
 */
export async function registerRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerCapabilityRoutes(app, deps);
  await registerChatRoutes(app, deps);
  await registerDocumentFineTuningRoutes(app, deps);
  await registerDatabaseFineTuningRoutes(app, deps);
  await registerDataTableRoutes(app, deps);
  await registerApplicationDraftRoutes(app, deps);
  await registerMcpRoutes(app, deps);
}
