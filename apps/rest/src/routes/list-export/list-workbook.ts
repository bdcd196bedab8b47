import { PassThrough } from 'node:stream';
import type { InputSchema } from '@grantflow/auth/parse-input';
import type { AuthOrganization } from '@grantflow/auth/user';
import { centsToDollars } from '@grantflow/domain/money/money-units';
import { neutralizeFormula } from '@grantflow/domain/shared/spreadsheet-text';
import { restRoutes } from '@grantflow/service/tenant-route';
import type { ExportLanguage } from '@grantflow/validation/list-export';
import type { ListLabels } from '@grantflow/validation/list-labels';
import { LIST_LABELS } from '@grantflow/validation/list-labels-all';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { XLSX_TYPE } from '../deadlines-export.ts';
import { excelMoneyFormat } from '../excel-formats.ts';

// The one workbook writer of the lists' "Export to Excel": access, the list's query
// schema, then a sheet streamed straight into the response, a batch of rows at a time. Each batch waits
// until the client has taken the previous ones (memory stays a batch or two whatever the list's length), and
// a client that hangs up ends the reading at the next batch: its transaction rolls back, its connection
// goes back to the pool.

export type CellValue = Date | number | string | null;

/** A cell as written: text that a spreadsheet would read as a formula is neutralised. */
const excelCell = (value: CellValue): CellValue =>
  typeof value === 'string' ? neutralizeFormula(value) : value;

/** A calendar date as Excel expects it: midnight UTC of that day (exceljs writes a date serial). */
export const excelDate = (day: string | null | undefined): Date | null =>
  day ? new Date(`${day}T00:00:00Z`) : null;
export const dollars = (cents: number | null | undefined): number | null =>
  cents === null || cents === undefined ? null : centsToDollars(cents);

/** The amount requested as the lists show it: part of the submission, so blank until there is one. */
export const requested = (row: { submissionDate: string | null; amountRequestedCents: number | null }) =>
  row.submissionDate ? dollars(row.amountRequestedCents) : null;

export interface SheetColumn<Row> {
  header: string;
  /** Excel's number format for the column's cells (dates, money, counts). */
  format?: string | undefined;
  value: (row: Row) => CellValue;
}

/** The formats that depend on the effective organisation rather than on the list or the language. */
export interface SheetFormats {
  /** The organisation's currency sign before a two-decimal amount (`excelMoneyFormat`). */
  money: string;
}

interface ListQuery {
  lang: ExportLanguage;
}

export interface ListExport<Query extends ListQuery, Row> {
  /** e.g. `/export/pipeline.xlsx`. */
  path: string;
  fileName: string;
  /** The query parameters read (besides `organizationId`), handed to the schema as they came. */
  parameters: readonly string[];
  schema: InputSchema<Query>;
  sheet: (labels: ListLabels) => string;
  columns: (labels: ListLabels, query: Query, formats: SheetFormats) => readonly SheetColumn<Row>[];
  /** Reads every matching row, handing them to `write` a batch at a time (awaiting it: it fails once the client is gone). */
  read: (
    deps: AppDeps,
    organization: AuthOrganization,
    query: Query,
    write: (rows: readonly Row[]) => Promise<void>,
  ) => Promise<unknown>;
}

/** The reply's stream was closed before the workbook was complete: the client went away. */
class ClientGone extends Error {}

/**
 * Resolves once `stream` takes more data (at once unless its reader is behind); fails once it is closed,
 * which the reply does when the client hangs up.
 */
function ready(stream: PassThrough): Promise<void> {
  if (stream.destroyed) return Promise.reject(new ClientGone('the client went away'));
  if (!stream.writableNeedDrain) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      stream.off('drain', onDrain);
      stream.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(new ClientGone('the client went away'));
    stream.on('drain', onDrain);
    stream.on('close', onClose);
  });
}

/** The list's workbook, streamed into the reply a batch of rows at a time. */
function sendWorkbook<Query extends ListQuery, Row>({
  list,
  deps,
  organization,
  query,
  log,
  reply,
}: {
  list: ListExport<Query, Row>;
  deps: AppDeps;
  organization: AuthOrganization;
  query: Query;
  log: FastifyBaseLogger;
  reply: FastifyReply;
}): FastifyReply {
  const labels = LIST_LABELS[query.lang];
  const columns = list.columns(labels, query, { money: excelMoneyFormat(organization.currency) });

  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Grantflow';
  const sheet = workbook.addWorksheet(list.sheet(labels), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column, index) => ({
    header: column.header,
    key: String(index),
    width: 20,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  let rowsWritten = 0;
  const write = async (rows: readonly Row[]) => {
    await ready(stream);
    rowsWritten += rows.length;
    for (const row of rows) {
      const line = sheet.addRow(columns.map((column) => excelCell(column.value(row))));
      columns.forEach((column, index) => {
        if (column.format) line.getCell(index + 1).numFmt = column.format;
      });
      line.commit();
    }
  };
  const written = list.read(deps, organization, query, write).then(async (rows) => {
    await ready(stream);
    sheet.commit();
    await workbook.commit();
    return rows;
  });
  written.catch((error: unknown) => {
    if (error instanceof ClientGone) {
      log.info({ path: list.path, rows: rowsWritten }, 'list export stopped: the client went away');
      return;
    }
    // Once the response has started, a failure can only cut the download short (the client sees a broken file).
    log.error({ err: error, path: list.path }, 'list export failed');
    stream.destroy(error instanceof Error ? error : new Error('list export failed'));
  });

  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${list.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(stream);
}

/** Registers GET `list.path`: bearer token, effective organisation, the query, the streamed file. */
export function registerListExport<Query extends ListQuery, Row>(
  app: FastifyInstance,
  deps: AppDeps,
  list: ListExport<Query, Row>,
): void {
  const { tenantRoute } = restRoutes({ db: deps.db, authSecret: deps.config.AUTH_SECRET });

  app.get<{ Querystring: Record<string, string | undefined> }>(
    list.path,
    tenantRoute({
      ids: (request) => ({ organizationId: request.query.organizationId }),
      input: list.schema,
      from: (request) => Object.fromEntries(list.parameters.map((name) => [name, request.query[name]])),
      run: async ({ tenant: { organization }, input: query, request, reply }) =>
        sendWorkbook({ list, deps, organization, query, log: request.log, reply }),
    }),
  );
}
