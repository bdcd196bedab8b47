import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app.ts';

/**
 * The cloud-drive calls of product spec §7 are registered here, one file per area beside this
 * one: /api/{drive}/imports/:funderId, /import, /any-in-progress/:funderId, /token/:userId for
 * each drive (google-drive, one-drive). Workers live in src/jobs/ and drain in main.ts onClose.
 */
export async function registerRoutes(_app: FastifyInstance, _deps: AppDeps): Promise<void> {}
