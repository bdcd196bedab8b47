import { createRestAuth } from '@grantflow/auth/rest-auth';
import { ok } from '@grantflow/service/envelope';
import { listDataTables } from '@grantflow/use-cases/assistant/list-data-tables';
import { readDataTable } from '@grantflow/use-cases/assistant/read-data-table';
import type { FastifyInstance } from 'fastify';
import { type AppDeps, assistantDepsOf } from '../deps.ts';
import { resolveCaller } from './caller.ts';

const pageNumber = (value: string | undefined) =>
  value && /^[0-9]{1,6}$/.test(value) ? Number(value) : undefined;

/**
 * The Merged Data View (docs/product.md, Screens and routes; REST calls): GET /ai/database/:orgId/tables → data.tables [{name, create_sql}] and
 * GET /ai/database/:orgId/tables/:tableName/data?limit=&offset= → data.data (rows; 100 by default, 500 at most),
 * both over the organisation's read-only copy. Any member of the organisation may browse it.
 */
export async function registerDataTableRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const auth = createRestAuth({ db: deps.db, authSecret: deps.config.AUTH_SECRET });
  const assistant = assistantDepsOf(deps);

  app.get<{ Params: { orgId: string } }>('/ai/database/:orgId/tables', async (request) => {
    const { organization } = await resolveCaller(auth, request, { organizationId: request.params.orgId });
    return ok({ tables: await listDataTables(assistant, { organizationId: organization.id }) });
  });

  app.get<{ Params: { orgId: string; tableName: string }; Querystring: { limit?: string; offset?: string } }>(
    '/ai/database/:orgId/tables/:tableName/data',
    async (request) => {
      const { organization } = await resolveCaller(auth, request, { organizationId: request.params.orgId });
      const rows = await readDataTable(assistant, {
        organizationId: organization.id,
        table: request.params.tableName,
        limit: pageNumber(request.query.limit),
        offset: pageNumber(request.query.offset),
      });
      return ok({ data: rows });
    },
  );
}
