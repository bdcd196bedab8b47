import { PassThrough } from 'node:stream';
import { parseInput } from '@grantflow/auth/parse-input';
import { createRestAuth } from '@grantflow/auth/rest-auth';
import { exportApplications } from '@grantflow/use-cases/list-export/export-applications';
import { grantsExportQuerySchema } from '@grantflow/validation/list-export';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { XLSX_TYPE } from '../deadlines-export.ts';
import { grantCell, grantColumnFormat } from './grant-cells.ts';
import { GRANT_LABELS } from './grant-labels.ts';

/** Fixed like the deadlines export's name; the web's download keeps it. */
export const GRANTS_FILE_NAME = 'grants.xlsx';

type Query = Record<
  'organizationId' | 'search' | 'status' | 'record' | 'submissionYear' | 'awardYear' | 'columns' | 'lang',
  string
>;

/**
 * GET /export/grants.xlsx?search=&status=&record=&submissionYear=&awardYear=&columns=a,b&lang=en — the grant list's
 * "Export to Excel" (issue 14 item 4): every row matching the list's filters and search (all pages), the
 * visible columns, headers in the user's language, dates and money as typed cells. Streamed: exceljs'
 * streaming writer commits each batch of rows as the use case reads it.
 */
export async function registerGrantsExportRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const auth = createRestAuth({ db: deps.db, authSecret: deps.config.AUTH_SECRET });

  app.get<{ Querystring: Partial<Query> }>('/export/grants.xlsx', async (request, reply) => {
    // Access first, then the query: a caller who may not read the organisation learns nothing else.
    await auth.requireUser(request);
    const organization = await auth.effectiveOrganization(request, request.query.organizationId ?? null);
    const { columns, lang, ...filters } = parseInput(grantsExportQuerySchema, {
      search: request.query.search,
      status: request.query.status,
      record: request.query.record,
      submissionYear: request.query.submissionYear,
      awardYear: request.query.awardYear,
      columns: request.query.columns,
      lang: request.query.lang,
    });
    const labels = GRANT_LABELS[lang];

    const stream = new PassThrough();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream,
      useStyles: true,
      useSharedStrings: false,
    });
    workbook.creator = 'Grantflow';
    const sheet = workbook.addWorksheet(labels.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((column) => ({ header: labels.columns[column], key: column, width: 20 }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();

    const written = exportApplications({
      db: deps.db,
      organization,
      filters,
      onBatch: (rows) => {
        for (const row of rows) {
          const line = sheet.addRow(columns.map((column) => grantCell(row, column, labels)));
          columns.forEach((column, index) => {
            const format = grantColumnFormat(column, labels);
            if (format) line.getCell(index + 1).numFmt = format;
          });
          line.commit();
        }
      },
    }).then(async () => {
      sheet.commit();
      await workbook.commit();
    });
    // Once the response has started, a failure can only cut the download short (the client sees a broken file).
    written.catch((error: unknown) => {
      request.log.error({ err: error }, 'grants export failed');
      stream.destroy(error instanceof Error ? error : new Error('grants export failed'));
    });

    return reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', `attachment; filename="${GRANTS_FILE_NAME}"`)
      .header('cache-control', 'private, no-store')
      .send(stream);
  });
}
