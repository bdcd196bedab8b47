import { createRestAuth } from '@grantflow/auth/rest-auth';
import { DOMAIN_ERROR_MESSAGES } from '@grantflow/domain/shared/error-messages';
import { DomainError, isDomainError } from '@grantflow/domain/shared/errors';
import { fail, ok } from '@grantflow/service/envelope';
import { renameProgram } from '@grantflow/use-cases/program/rename-program';
import { programNameBodySchema } from '@grantflow/validation/program';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app.ts';

/** The rename's own failures (bad name, name taken), answered as §7 says: status 500 with the error text. */
function renameFailure(error: unknown): { status: 500; message: string } | null {
  if (!isDomainError(error) || error.code !== 'VALIDATION') return null;
  return {
    status: 500,
    message: error.message === error.code ? DOMAIN_ERROR_MESSAGES.VALIDATION : error.message,
  };
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
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? DOMAIN_ERROR_MESSAGES.VALIDATION;
        throw new DomainError('VALIDATION', message);
      }
      const program = await renameProgram({ db: deps.db, organization, ...parsed.data });
      return ok({ id: program.id, name: program.name });
    } catch (error) {
      const failure = renameFailure(error);
      if (!failure) throw error;
      return reply.code(failure.status).send(fail(failure.status, failure.message));
    }
  });
}
