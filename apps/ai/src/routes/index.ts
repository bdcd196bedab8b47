import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app.ts';

/**
 * The assistant calls of product spec §7 are registered here, one file per area beside this
 * one: /ai/chat/*, /ai/*-fine-tunning*, /ai/*database-fine-tuning*, /ai/database/*, and the
 * JSON-RPC 2.0 endpoint /api/mcp.
 */
export async function registerRoutes(_app: FastifyInstance, _deps: AppDeps): Promise<void> {}
