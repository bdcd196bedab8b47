import { ok } from '@grantflow/service/envelope';
import { restRoutes } from '@grantflow/service/tenant-route';
import { activateFineTuningVersion } from '@grantflow/use-cases/assistant/activate-fine-tuning-version';
import { databaseFineTuningBodySchema } from '@grantflow/validation/fine-tuning';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { databaseVersion } from './assistant-wire.ts';
import { namedIds } from './caller.ts';
import { fineTuningRoutes } from './fine-tuning-routes.ts';
import { idOf } from './ids.ts';

type IdParams = { Params: { id: string } };

/**
 * Database fine-tuning versions (docs/product.md, REST calls): GET /ai/get-database-fine-tuning/:userId?organization_id=&user_id=0,
 * POST /ai/set-database-fine-tuning (id present = update; data {list, id}),
 * POST /ai/activate-database-fine-tuning/:id, DELETE /ai/delete-database-fine-tuning/:id (the active
 * version is refused: ACTIVE_VERSION_NOT_DELETABLE). The organisation of the id routes is the session's
 * (X-Organization-Id). Reads for any member, writes for admins.
 */
export async function registerDatabaseFineTuningRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const routes = restRoutes({ db: deps.db, authSecret: deps.config.AUTH_SECRET });
  const versions = fineTuningRoutes(routes, deps, {
    kind: 'database',
    body: databaseFineTuningBodySchema,
    fields: (body) => ({
      version: body.version,
      authoredMonthDate: body.authored_month_date ?? null,
      databaseSchemaInstructions: body.database_schema_instructions ?? '',
      queryOptimizationRules: body.query_optimization_rules ?? '',
      responseFormattingRules: body.response_formatting_rules ?? '',
      securityConstraints: body.security_constraints ?? '',
      remarks: body.remarks,
    }),
    version: databaseVersion,
  });

  app.get<{ Params: { userId: string }; Querystring: { organization_id?: string } }>(
    '/ai/get-database-fine-tuning/:userId',
    versions.list((request) =>
      namedIds({ userId: request.params.userId, organizationId: request.query.organization_id }),
    ),
  );
  app.post('/ai/set-database-fine-tuning', versions.save);
  app.post<IdParams>(
    '/ai/activate-database-fine-tuning/:id',
    routes.tenantRoute<IdParams>({
      run: async ({ tenant: { organization }, user, request }) => {
        const id = idOf(request.params.id, 'FINE_TUNING_VERSION_NOT_FOUND');
        await activateFineTuningVersion(deps, {
          organizationId: organization.id,
          role: user.role,
          kind: 'database',
          id,
        });
        return ok({ id });
      },
    }),
  );
  app.delete<IdParams>(
    '/ai/delete-database-fine-tuning/:id',
    versions.remove<IdParams>((request) => request.params.id),
  );
}
