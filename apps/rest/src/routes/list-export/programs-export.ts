import type { ProgramRecord } from '@grantflow/db/repositories/programs';
import { exportPrograms } from '@grantflow/use-cases/list-export/export-programs';
import { type ProgramsExportQuery, programsExportQuerySchema } from '@grantflow/validation/list-export';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { dollars, registerListExport } from './list-workbook.ts';

/**
 * GET /export/programs.xlsx?fiscalYear=&lang=en — the programs page's "Export to Excel": every program with the
 * fiscal year's goal and achieved amount (blank year: the current one), through listPrograms (exportPrograms).
 */
export async function registerProgramsExportRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  registerListExport<ProgramsExportQuery, ProgramRecord>(app, deps, {
    path: '/export/programs.xlsx',
    list: 'programs',
    parameters: ['fiscalYear', 'lang'],
    schema: programsExportQuerySchema,
    sheet: (labels) => labels.programs.sheet,
    columns: ({ programs: { columns } }, _query, { money }) => [
      { header: columns.name, value: (row) => row.name },
      { header: columns.yearlyGoal, format: money, value: (row) => dollars(row.yearlyGoalCents) },
      { header: columns.achievedAmount, format: money, value: (row) => dollars(row.achievedCents) },
    ],
    read: async (deps, organization, query, write) =>
      write(await exportPrograms({ db: deps.db, organization, fiscalYear: query.fiscalYear })),
  });
}
