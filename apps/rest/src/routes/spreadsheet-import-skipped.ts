import { DomainError } from '@grantflow/domain/shared/errors';
import { restRoutes } from '@grantflow/service/tenant-route';
import { getSpreadsheetImport } from '@grantflow/use-cases/spreadsheet-import/get-spreadsheet-import';
import { skippedRowsWorkbook } from '@grantflow/use-cases/spreadsheet-import/skipped-rows-workbook';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { attachmentDisposition } from './attachment.ts';
import { XLSX_TYPE } from './excel-formats.ts';
import { listFileName } from './list-export/list-workbook.ts';

/**
 * GET /export/spreadsheet-imports/:id/skipped-rows.xlsx?organizationId= — a spreadsheet import's skipped rows with
 * their row number and a reasons column (GraphQL SpreadsheetImport.skippedRowsUrl). Another organisation's
 * import is IMPORT_NOT_FOUND (404).
 */
export async function registerSpreadsheetImportRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { tenantRoute } = restRoutes({ db: deps.db, authSecret: deps.config.AUTH_SECRET });
  app.get<{ Params: { id: string }; Querystring: Record<string, string | undefined> }>(
    '/export/spreadsheet-imports/:id/skipped-rows.xlsx',
    tenantRoute({
      ids: (request) => ({ organizationId: request.query.organizationId }),
      run: async ({ tenant, request, reply }) => {
        const id = /^[1-9][0-9]{0,9}$/.test(request.params.id) ? Number(request.params.id) : Number.NaN;
        if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw new DomainError('IMPORT_NOT_FOUND');
        const view = await getSpreadsheetImport({ ...tenant, importId: id });
        return reply
          .header('content-type', XLSX_TYPE)
          .header(
            'content-disposition',
            attachmentDisposition(listFileName(tenant.organization, 'skipped-rows')),
          )
          .send(await skippedRowsWorkbook(view));
      },
    }),
  );
}
