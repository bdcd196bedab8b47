import type { ApplicationRecord } from '@grantflow/db/repositories/applications';
import { exportApplications } from '@grantflow/use-cases/list-export/export-applications';
import { type PipelineExportQuery, pipelineExportQuerySchema } from '@grantflow/validation/list-export';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { dollars, excelDate, registerListExport, requested } from './list-workbook.ts';

/**
 * GET /export/pipeline.xlsx?search=&status=&startAt=&endAt=&lang=en — the pipeline's "Export to Excel": every
 * application of the pipeline's filters (status, search, the period navigator's deadline range), all pages,
 * in its six columns. Read like the page reads it: listApplications, through exportApplications.
 */
export async function registerPipelineExportRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  registerListExport<PipelineExportQuery, ApplicationRecord>(app, deps, {
    path: '/export/pipeline.xlsx',
    list: 'pipeline',
    parameters: ['search', 'status', 'startAt', 'endAt', 'lang'],
    schema: pipelineExportQuerySchema,
    sheet: (labels) => labels.pipeline.sheet,
    columns: ({ pipeline: { columns }, dateFormat, status }, _query, { money }) => [
      { header: columns.deadline, format: dateFormat, value: (row) => excelDate(row.deadline) },
      { header: columns.funder, value: (row) => row.grant?.funder?.name ?? null },
      { header: columns.program, value: (row) => row.grant?.program?.name ?? null },
      { header: columns.amountRequested, format: money, value: requested },
      {
        header: columns.amountAwarded,
        format: money,
        value: (row) => dollars(row.amountAwardedCents),
      },
      { header: columns.status, value: (row) => status[row.displayStatus] },
    ],
    read: (deps, organization, query, write) =>
      exportApplications({
        db: deps.db,
        organization,
        filters: {
          search: query.search,
          status: query.status,
          record: 'ALL',
          submissionYear: null,
          awardYear: null,
          deadline: { start: query.startAt, end: query.endAt },
        },
        // The columns show the funder's and the program's names: none of the grant's aggregates.
        grant: { responseAverage: false, funder: {} },
        onBatch: write,
      }),
  });
}
