import { restErrorFor } from '@grantflow/auth/rest-auth';
import { ok } from '@grantflow/service/envelope';
import { restRoutes } from '@grantflow/service/tenant-route';
import { renameProgram } from '@grantflow/use-cases/program/rename-program';
import { programNameBodySchema } from '@grantflow/validation/program';
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
  const { tenantRoute } = restRoutes({ db: deps.db, authSecret: deps.config.AUTH_SECRET });

  app.post(
    '/program/name',
    tenantRoute({
      input: programNameBodySchema,
      wholeInputKey: '_',
      mapError: renameFailure,
      run: async ({ tenant, input }) => {
        const program = await renameProgram({ ...tenant, ...input });
        return ok({ id: program.id, name: program.name });
      },
    }),
  );
}
