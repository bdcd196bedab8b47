import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../deps.ts';
import { registerAdminQueues } from './admin-queues.ts';
import { registerDriveImportRoutes } from './drive-imports.ts';

/**
 * The cloud-drive calls (docs/product.md, REST calls), one file per area beside this one. Workers live in src/jobs/
 * and drain in main.ts onClose.
 */
export async function registerRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  await registerDriveImportRoutes(app, deps);
  if (deps.boardQueues) await registerAdminQueues(app, deps, deps.boardQueues);
}
