import { parseInput } from '@grantflow/auth/parse-input';
import { createRestAuth } from '@grantflow/auth/rest-auth';
import { ok } from '@grantflow/service/envelope';
import { activateFineTuningVersion } from '@grantflow/use-cases/assistant/activate-fine-tuning-version';
import { deleteFineTuningVersion } from '@grantflow/use-cases/assistant/delete-fine-tuning-version';
import { listFineTuningVersions } from '@grantflow/use-cases/assistant/list-fine-tuning-versions';
import { saveFineTuningVersion } from '@grantflow/use-cases/assistant/save-fine-tuning-version';
import { databaseFineTuningBodySchema } from '@grantflow/validation/fine-tuning';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { databaseVersion } from './assistant-wire.ts';
import { resolveCaller } from './caller.ts';
import { idOf } from './ids.ts';

/**
 * Database fine-tuning versions (docs/product.md, REST calls): GET /ai/get-database-fine-tuning/:userId?organization_id=&user_id=0,
 * POST /ai/set-database-fine-tuning (id present = update; data {list, id}),
 * POST /ai/activate-database-fine-tuning/:id, DELETE /ai/delete-database-fine-tuning/:id (the active
 * version is refused: ACTIVE_VERSION_NOT_DELETABLE). The organisation of the id routes is the session's
 * (X-Organization-Id). Reads for any member, writes for admins.
 */
export async function registerDatabaseFineTuningRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const auth = createRestAuth({ db: deps.db, authSecret: deps.config.AUTH_SECRET });

  app.get<{ Params: { userId: string }; Querystring: { organization_id?: string } }>(
    '/ai/get-database-fine-tuning/:userId',
    async (request) => {
      const { organization } = await resolveCaller(auth, request, {
        userId: request.params.userId,
        organizationId: request.query.organization_id,
      });
      const list = await listFineTuningVersions(deps, { organizationId: organization.id, kind: 'database' });
      return ok(list.map(databaseVersion));
    },
  );

  app.post('/ai/set-database-fine-tuning', async (request) => {
    const raw = (request.body ?? {}) as Record<string, unknown>;
    const { user, organization } = await resolveCaller(auth, request, {
      organizationId: raw.organization_id,
    });
    const body = parseInput(databaseFineTuningBodySchema, raw);
    const saved = await saveFineTuningVersion(deps, {
      organizationId: organization.id,
      actor: { userId: user.id, role: user.role },
      kind: 'database',
      id: body.id,
      fields: {
        version: body.version,
        authoredMonthDate: body.authored_month_date ?? null,
        databaseSchemaInstructions: body.database_schema_instructions ?? '',
        queryOptimizationRules: body.query_optimization_rules ?? '',
        responseFormattingRules: body.response_formatting_rules ?? '',
        securityConstraints: body.security_constraints ?? '',
        remarks: body.remarks,
      },
    });
    return ok({ id: saved.id, list: saved.list.map(databaseVersion) });
  });

  app.post<{ Params: { id: string } }>('/ai/activate-database-fine-tuning/:id', async (request) => {
    const { user, organization } = await resolveCaller(auth, request, {});
    const id = idOf(request.params.id, 'FINE_TUNING_VERSION_NOT_FOUND');
    await activateFineTuningVersion(deps, {
      organizationId: organization.id,
      role: user.role,
      kind: 'database',
      id,
    });
    return ok({ id });
  });

  app.delete<{ Params: { id: string } }>('/ai/delete-database-fine-tuning/:id', async (request) => {
    const { user, organization } = await resolveCaller(auth, request, {});
    const id = idOf(request.params.id, 'FINE_TUNING_VERSION_NOT_FOUND');
    const deleted = await deleteFineTuningVersion(deps, {
      organizationId: organization.id,
      role: user.role,
      kind: 'database',
      id,
    });
    return ok(deleted);
  });
}
