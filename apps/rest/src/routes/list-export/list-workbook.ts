import { PassThrough } from 'node:stream';
import type { InputSchema } from '@grantflow/auth/parse-input';
import type { AuthOrganization } from '@grantflow/auth/user';
import { toWireDate } from '@grantflow/domain/dates/to-wire-date';
import { centsToDollars } from '@grantflow/domain/money/money-units';
import { type ExportFileName, exportFileName } from '@grantflow/domain/shared/export-file-name';
import { neutralizeFormula } from '@grantflow/domain/shared/spreadsheet-text';
import { restRoutes } from '@grantflow/service/tenant-route';
import type { ExportLanguage } from '@grantflow/validation/list-export';
import type { ListLabels } from '@grantflow/validation/list-labels';
import { LIST_LABELS } from '@grantflow/validation/list-labels-all';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { attachmentDisposition } from '../attachment.ts';
import { excelMoneyFormat, XLSX_TYPE } from '../excel-formats.ts';

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

/** What a sheet is made from: the request's organisation and query, the language's words, the formats. */
export interface SheetContext<Query extends ListQuery> {
  deps: AppDeps;
  organization: AuthOrganization;
  query: Query;
  labels: ListLabels;
  formats: SheetFormats;
}

/** Hands rows to the sheet being written, a batch at a time; fails once the client is gone. */
type RowSink = (rows: readonly (readonly CellValue[])[]) => Promise<void>;

/** One worksheet of a download: its name, its header row and its number formats, and how its rows are read. */
export interface WorkbookSheet {
  name: string;
  headers: readonly string[];
  formats: readonly (string | undefined)[];
  fill: (sink: RowSink) => Promise<unknown>;
}

/** A sheet of typed rows: each column turns a row into its cell. */
export function sheetOf<Row>(sheet: {
  name: string;
  columns: readonly SheetColumn<Row>[];
  /** Reads every row, handing them to `write` a batch at a time (awaiting it: it fails once the client is gone). */
  read: (write: (rows: readonly Row[]) => Promise<void>) => Promise<unknown>;
}): WorkbookSheet {
  return {
    name: sheet.name,
    headers: sheet.columns.map((column) => column.header),
    formats: sheet.columns.map((column) => column.format),
    fill: (sink) =>
      sheet.read((rows) => sink(rows.map((row) => sheet.columns.map((column) => column.value(row))))),
  };
}

/** A download of one or more sheets (the lists have one, the deadlines page two). */
export interface WorkbookExport<Query extends ListQuery> {
  /** e.g. `/export/pipeline.xlsx`. */
  path: string;
  /** The list's part of the file name, `<organisation-slug>-<list>-<yyyy-mm-dd>.xlsx`. */
  list: string;
  /** The query parameters read (besides `organizationId`), handed to the schema as they came. */
  parameters: readonly string[];
  schema: InputSchema<Query>;
  sheets: (context: SheetContext<Query>) => readonly WorkbookSheet[];
}

/** A one-sheet list export, as the five lists declare theirs. */
export interface ListExport<Query extends ListQuery, Row> extends Omit<WorkbookExport<Query>, 'sheets'> {
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

/** The file's name: the organisation, the list and today's date. */
export function listFileName(organization: AuthOrganization, list: string, now = new Date()): ExportFileName {
  return exportFileName({
    organizationName: organization.name,
    list,
    day: toWireDate(now),
    extension: 'xlsx',
  });
}

/** The workbook's sheets, one after another, streamed into the reply a batch of rows at a time. */
function sendWorkbook<Query extends ListQuery>({
  list,
  context,
  log,
  reply,
}: {
  list: WorkbookExport<Query>;
  context: SheetContext<Query>;
  log: FastifyBaseLogger;
  reply: FastifyReply;
}): FastifyReply {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Grantflow';

  let rowsWritten = 0;
  const writeSheet = async (plan: WorkbookSheet) => {
    const sheet = workbook.addWorksheet(plan.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = plan.headers.map((header, index) => ({ header, key: String(index), width: 20 }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    await plan.fill(async (rows) => {
      await ready(stream);
      rowsWritten += rows.length;
      for (const cells of rows) {
        const line = sheet.addRow(cells.map(excelCell));
        plan.formats.forEach((format, index) => {
          if (format) line.getCell(index + 1).numFmt = format;
        });
        line.commit();
      }
    });
    await ready(stream);
    sheet.commit();
  };
  const written = (async () => {
    for (const plan of list.sheets(context)) await writeSheet(plan);
    await workbook.commit();
  })();
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
    .header('content-disposition', attachmentDisposition(listFileName(context.organization, list.list)))
    .header('cache-control', 'private, no-store')
    .send(stream);
}

/** Registers GET `list.path`: bearer token, effective organisation, the query, the streamed file. */
export function registerWorkbookExport<Query extends ListQuery>(
  app: FastifyInstance,
  deps: AppDeps,
  list: WorkbookExport<Query>,
): void {
  const { tenantRoute } = restRoutes({ db: deps.db, authSecret: deps.config.AUTH_SECRET });

  app.get<{ Querystring: Record<string, string | undefined> }>(
    list.path,
    tenantRoute({
      ids: (request) => ({ organizationId: request.query.organizationId }),
      input: list.schema,
      from: (request) => Object.fromEntries(list.parameters.map((name) => [name, request.query[name]])),
      run: async ({ tenant: { organization }, input: query, request, reply }) => {
        const labels = LIST_LABELS[query.lang];
        const formats = { money: excelMoneyFormat(organization.currency) };
        const context = { deps, organization, query, labels, formats };
        return sendWorkbook({ list, context, log: request.log, reply });
      },
    }),
  );
}

/** Registers a one-sheet list export. */
export function registerListExport<Query extends ListQuery, Row>(
  app: FastifyInstance,
  deps: AppDeps,
  { sheet, columns, read, ...list }: ListExport<Query, Row>,
): void {
  registerWorkbookExport(app, deps, {
    ...list,
    sheets: ({ deps, organization, query, labels, formats }) => [
      sheetOf({
        name: sheet(labels),
        columns: columns(labels, query, formats),
        read: (write) => read(deps, organization, query, write),
      }),
    ],
  });
}
