import { exportFunders, type FunderExportRow } from '@grantflow/use-cases/list-export/export-funders';
import { type FundersExportQuery, fundersExportQuerySchema } from '@grantflow/validation/list-export';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { PERCENT_FORMAT, WHOLE_FORMAT } from '../excel-formats.ts';
import { dollars, registerListExport } from './list-workbook.ts';

/**
 * GET /export/funders.xlsx?search=&sort=WIN_RATE|MEDIAN_RESPONSE_DAYS&direction=ASC|DESC&lang=en — the funders
 * list's "Export to Excel": every funder of its search in its order (all pages), its seven columns; the win
 * rate a percentage cell, the median response whole days (rounded up, as the list shows it).
 */
export async function registerFundersExportRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  registerListExport<FundersExportQuery, FunderExportRow>(app, deps, {
    path: '/export/funders.xlsx',
    list: 'funders',
    parameters: ['search', 'sort', 'direction', 'lang'],
    schema: fundersExportQuerySchema,
    sheet: (labels) => labels.funders.sheet,
    columns: ({ funders: { columns }, funderType }, _query, { money }) => [
      { header: columns.name, value: (row) => row.name },
      { header: columns.email, value: (row) => row.email || null },
      { header: columns.type, value: (row) => funderType[row.type] },
      { header: columns.website, value: (row) => row.website || null },
      {
        header: columns.totalAwardAmount,
        format: money,
        value: (row) => dollars(row.totalAwardCents ?? 0),
      },
      { header: columns.winRate, format: PERCENT_FORMAT, value: (row) => row.responsiveness.winRate },
      {
        header: columns.medianResponseDays,
        format: WHOLE_FORMAT,
        value: ({ responsiveness: { medianResponseDays: days } }) => (days === null ? null : Math.ceil(days)),
      },
    ],
    read: (deps, organization, query, write) =>
      exportFunders({ db: deps.db, organization, filters: query, onBatch: write }),
  });
}
