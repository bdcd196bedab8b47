import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app.ts';

/**
 * The REST calls of product spec §7 are registered here, one file per area beside this one:
 * /verify, /program/name, /managers/*, /setup2fa/*, /support, /auth/* (and /dev/mailbox).
 */
export async function registerRoutes(_app: FastifyInstance, _deps: AppDeps): Promise<void> {}
