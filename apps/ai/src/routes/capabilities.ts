import { ok } from '@grantflow/service/envelope';
import { restRoutes } from '@grantflow/service/tenant-route';
import type { AssistantCapabilities } from '@grantflow/validation/assistant-wire';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { assistantDepsOf } from '../deps.ts';

/**
 * GET /ai/capabilities: whether a language model and an embeddings endpoint are configured, for a
 * signed-in user, so the assistant screen can say what it will do before the first question. It names
 * no provider, model or address: those are the operator's.
 */
export async function registerCapabilityRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { userRoute } = restRoutes({ db: deps.db, authSecret: deps.config.AUTH_SECRET });
  const assistant = assistantDepsOf(deps);
  const capabilities: AssistantCapabilities = {
    language_model: assistant.languageModel !== undefined,
    embeddings: assistant.embeddings !== undefined,
  };
  app.get('/ai/capabilities', userRoute({ run: async () => ok(capabilities) }));
}
