import { ok } from '@grantflow/service/envelope';
import { restRoutes } from '@grantflow/service/tenant-route';
import { listDataTables } from '@grantflow/use-cases/assistant/list-data-tables';
import { readDataTable } from '@grantflow/use-cases/assistant/read-data-table';
import type { FastifyInstance } from 'fastify';
import { type AppDeps, assistantDepsOf } from '../deps.ts';
import { namedIds } from './caller.ts';

const pageNumber = (value: string | undefined) =>
  value && /^[0-9]{1,6}$/.test(value) ? Number(value) : undefined;

type Tables = { Params: { orgId: string } };
type TableData = {
  Params: { orgId: string; tableName: string };
  Querystring: { limit?: string; offset?: string };
};

/**
 * The Merged Data View (docs/product.md, Screens and routes; REST calls): GET /ai/database/:orgId/tables → data.tables [{name, create_sql}] and
 * GET /ai/database/:orgId/tables/:tableName/data?limit=&offset= → data.data (rows; 100 by default, 500 at most),
 * both over the organisation's read-only copy. Any member of the organisation may browse it.
 */
export async function registerDataTableRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { tenantRoute } = restRoutes({ db: deps.db, authSecret: deps.config.AUTH_SECRET });
  const assistant = assistantDepsOf(deps);
  const orgIds = ({ params }: { params: { orgId: string } }) => namedIds({ organizationId: params.orgId });

  app.get<Tables>(
    '/ai/database/:orgId/tables',
    tenantRoute<Tables>({
      ids: orgIds,
      run: async ({ tenant: { organization } }) =>
        ok({ tables: await listDataTables(assistant, { organizationId: organization.id }) }),
    }),
  );

  app.get<TableData>(
    '/ai/database/:orgId/tables/:tableName/data',
    tenantRoute<TableData>({
      ids: orgIds,
      run: async ({ tenant: { organization }, request }) => {
        const rows = await readDataTable(assistant, {
          organizationId: organization.id,
          table: request.params.tableName,
          limit: pageNumber(request.query.limit),
          offset: pageNumber(request.query.offset),
        });
        return ok({ data: rows });
      },
    }),
  );
}
