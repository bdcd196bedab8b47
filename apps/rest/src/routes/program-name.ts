import { createRestAuth, restErrorFor } from '@grantflow/auth/rest-auth';
import { ok } from '@grantflow/service/envelope';
import { errorBody } from '@grantflow/service/errors';
import { renameProgram } from '@grantflow/use-cases/program/rename-program';
import { programNameBodySchema } from '@grantflow/validation/program';
import { validationError } from '@grantflow/validation/validation-error';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';

/** The rename's own failures (bad name, name taken), answered as the contract says (docs/product.md, REST calls): status 500 with the error text. */
function renameFailure(error: unknown) {
  const mapped = restErrorFor(error);
  if (mapped?.codes.code !== 'VALIDATION') return null;
  return { ...mapped, status: 500 as const };
}

/**
 * POST /program/name {name, id} → `{status, error, data: {id, name}}` (the programs page's rename).
 * Access refusals keep the shared mapping (401 anonymous or unauthorized, 404 a program the caller's
 * organisation does not have); a refused name is `{status: 500, error}` as the web expects.
 */
export async function registerProgramNameRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const auth = createRestAuth({ db: deps.db, authSecret: deps.config.AUTH_SECRET });

  app.post('/program/name', async (request, reply) => {
    try {
      await auth.requireUser(request);
      const organization = await auth.effectiveOrganization(request);
      const parsed = programNameBodySchema.safeParse(request.body ?? {});
      if (!parsed.success) throw validationError(parsed.error.issues);
      const program = await renameProgram({ db: deps.db, organization, ...parsed.data });
      return ok({ id: program.id, name: program.name });
    } catch (error) {
      const failure = renameFailure(error);
      if (!failure) throw error;
      return reply
        .code(failure.status)
        .send(errorBody(request, failure.status, failure.message, failure.codes));
    }
  });
}
