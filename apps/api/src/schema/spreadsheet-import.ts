import {
  FUNDER_MATCH_MODES,
  SPREADSHEET_IMPORT_KINDS,
} from '@grantflow/domain/spreadsheet-import/import-fields';
import {
  getSpreadsheetImport,
  type SpreadsheetImportView,
} from '@grantflow/use-cases/spreadsheet-import/get-spreadsheet-import';
import {
  previewSpreadsheetImport,
  type SpreadsheetPreview,
} from '@grantflow/use-cases/spreadsheet-import/preview-spreadsheet-import';
import { startSpreadsheetImport } from '@grantflow/use-cases/spreadsheet-import/start-spreadsheet-import';
import { undoSpreadsheetImport } from '@grantflow/use-cases/spreadsheet-import/undo-spreadsheet-import';
import {
  spreadsheetImportStartSchema,
  spreadsheetPreviewSchema,
} from '@grantflow/validation/spreadsheet-import';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { tenantMutation } from '../operations/tenant-mutation.ts';
import { tenantQuery } from '../operations/tenant-query.ts';
import { describedValues } from './refs.ts';
import { idArg } from './scope.ts';

// Spreadsheet imports (docs/product.md, Importing a spreadsheet): preview a file, start its import on the
// importer's queue, follow it, undo it. The file comes as a GraphQL multipart upload, like uploadFile.

const KindEnum = builder.enumType('SpreadsheetImportKind', {
  description: 'What the rows of a spreadsheet import are.',
  values: describedValues(SPREADSHEET_IMPORT_KINDS, {
    FUNDERS: 'One funder per row.',
    GRANTS: 'One grant (with its application) per row; funder and program by name.',
  }),
});
const FunderMatchEnum = builder.enumType('FunderMatch', {
  description: 'How a row names a funder.',
  values: describedValues(FUNDER_MATCH_MODES, {
    MERGE: 'An existing funder of the same name (case and accents aside) is used.',
    CREATE: 'A new funder is created (once per name within the import).',
  }),
});

const ReasonRef = builder.objectRef<{ field: string; code: string }>('SpreadsheetRowReason').implement({
  description: "Why a row is refused: the import field and the form's issue code (REQUIRED, INVALID, …).",
  fields: (t) => ({
    field: t.exposeString('field', { nullable: false, description: 'The import field.' }),
    code: t.exposeString('code', {
      nullable: false,
      description: 'The coded issue, as the form reports it.',
    }),
  }),
});

const RowRef = builder
  .objectRef<{ rowNumber: number; cells: string[]; reasons: Array<{ field: string; code: string }> }>(
    'SpreadsheetRow',
  )
  .implement({
    description: 'A row of the sheet with its cells and, when refused, its reasons.',
    fields: (t) => ({
      rowNumber: t.exposeInt('rowNumber', { nullable: false, description: 'Its row number in the sheet.' }),
      cells: t.exposeStringList('cells', { nullable: false, description: 'The cells as read.' }),
      reasons: t.field({
        type: [ReasonRef],
        nullable: false,
        description: 'Empty when the row imports.',
        resolve: (row) => row.reasons,
      }),
    }),
  });

const PreviewRef = builder.objectRef<SpreadsheetPreview>('SpreadsheetPreview').implement({
  description: 'A file read but not imported: sheets, headers, mappings and the first rows checked.',
  fields: (t) => ({
    sheets: t.exposeStringList('sheets', {
      nullable: false,
      description: "An XLSX file's sheets; empty for CSV.",
    }),
    sheet: t.exposeString('sheet', {
      nullable: true,
      description: 'The sheet read (the first when none was chosen).',
    }),
    headers: t.exposeStringList('headers', {
      nullable: false,
      description: "The sheet's first non-blank row.",
    }),
    guessedMapping: t.stringList({
      nullable: { list: false, items: true },
      description: 'Per column, the field its header names in en, pt or de (null: none).',
      resolve: (preview) => preview.guessedMapping,
    }),
    savedMapping: t.stringList({
      nullable: { list: true, items: true },
      description: "The organisation's last mapping of this kind, when its headers are these.",
      resolve: (preview) => preview.savedMapping,
    }),
    totalRows: t.exposeInt('totalRows', { nullable: false, description: 'Rows below the header.' }),
    rows: t.field({
      type: [RowRef],
      nullable: false,
      description: 'The first 20 rows.',
      resolve: (preview) => preview.rows,
    }),
  }),
});

const ImportRef = builder.objectRef<SpreadsheetImportView>('SpreadsheetImport').implement({
  description: 'An import: its state, progress, counts and skipped rows.',
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false, description: 'The import.' }),
    kind: t.field({
      type: KindEnum,
      nullable: false,
      description: 'Funders or grants.',
      resolve: (row) => row.kind,
    }),
    status: t.exposeString('status', {
      nullable: false,
      description: 'PENDING, IN_PROGRESS, COMPLETED or FAILED.',
    }),
    errorCode: t.exposeString('errorCode', { nullable: true, description: 'Why a FAILED import stopped.' }),
    totalRows: t.exposeInt('totalRows', { nullable: false, description: 'Rows to import.' }),
    processedRows: t.exposeInt('processedRows', { nullable: false, description: 'Rows done.' }),
    createdCount: t.exposeInt('createdCount', {
      nullable: false,
      description: 'Rows that created a record.',
    }),
    matchedCount: t.exposeInt('matchedCount', {
      nullable: false,
      description: 'Rows matched to an existing record.',
    }),
    skippedCount: t.exposeInt('skippedCount', { nullable: false, description: 'Rows refused.' }),
    skippedRows: t.field({
      type: [RowRef],
      nullable: false,
      description: 'The refused rows with their reasons.',
      resolve: (row) => row.skippedRows,
    }),
    skippedRowsUrl: t.string({
      nullable: false,
      description: 'The skipped rows as XLSX with a reasons column: a GET on the REST service (signed in).',
      resolve: (row) => `/export/spreadsheet-imports/${row.id}/skipped-rows.xlsx`,
    }),
    createdAt: t.string({
      nullable: false,
      description: 'When it started (ISO 8601).',
      resolve: (row) => row.createdAt.toISOString(),
    }),
    undoUntil: t.string({
      nullable: false,
      description: 'Undo is offered until then (ISO 8601).',
      resolve: (row) => row.undoUntil.toISOString(),
    }),
    undone: t.boolean({
      nullable: false,
      description: 'Whether it was undone.',
      resolve: (row) => row.undoneAt !== null,
    }),
  }),
});

const UndoRef = builder
  .objectRef<{ grants: number; funders: number; programs: number }>('SpreadsheetImportUndo')
  .implement({
    description: 'What the undo removed.',
    fields: (t) => ({
      grants: t.exposeInt('grants', { nullable: false, description: 'Grants removed.' }),
      funders: t.exposeInt('funders', { nullable: false, description: 'Funders removed.' }),
      programs: t.exposeInt('programs', { nullable: false, description: 'Programs removed.' }),
    }),
  });

const importId = (id: string | number) => idArg(id, 'IMPORT_NOT_FOUND');
const uploaded = (ctx: Context, value: unknown) => {
  const upload = ctx.takeUpload(value);
  return { name: upload.filename, body: upload.body };
};
// The organisation is resolved before the file is touched: a caller who may not act for it learns nothing.
const UPLOAD_ARGUMENTS = { argument: null, resolverArguments: ['file'] } as const;
const organizationArg =
  "The organisation to import into (a manager acting for a client); absent: the caller's.";
const languageArg =
  'The language the cells are written in (en, pt, de; day-first dates and decimal comma in pt and de).';

builder.queryFields((t) => ({
  getSpreadsheetImport: t.field({
    type: ImportRef,
    nullable: false,
    description: 'One import of the organisation; IMPORT_NOT_FOUND otherwise.',
    args: { id: t.arg.id({ required: true, description: 'The import.' }) },
    resolve: tenantQuery({
      read: ({ tenant, args }) => getSpreadsheetImport({ ...tenant, importId: importId(args.id) }),
    }),
  }),
}));

builder.mutationFields((t) => ({
  previewSpreadsheetImport: t.field({
    type: PreviewRef,
    nullable: false,
    description:
      'Reads the file without importing it: sheets, headers, guessed and saved mappings, the first rows checked.',
    args: {
      file: t.arg({ type: 'Upload', required: true, description: 'The CSV or XLSX file (multipart).' }),
      organizationId: t.arg.id({ required: false, description: organizationArg }),
      kind: t.arg({ type: KindEnum, required: true, description: 'What the rows are.' }),
      sheet: t.arg.string({ required: false, description: 'The XLSX sheet; absent: the first.' }),
      mapping: t.arg({
        type: ['String'],
        required: { list: false, items: false },
        description: 'Per column a field or null; absent: the saved or guessed one.',
      }),
      language: t.arg.string({ required: false, description: languageArg }),
    },
    resolve: tenantMutation('previewSpreadsheetImport', {
      ...UPLOAD_ARGUMENTS,
      organizationFirst: (args) => args.organizationId,
      input: spreadsheetPreviewSchema,
      run: ({ tenant, input, args, ctx }) =>
        previewSpreadsheetImport({ ...tenant, ...input, file: uploaded(ctx, args.file) }),
    }),
  }),
  startSpreadsheetImport: t.field({
    type: ImportRef,
    nullable: false,
    description:
      "Starts the import on the importer's queue and returns it (PENDING); follow it with getSpreadsheetImport.",
    args: {
      file: t.arg({ type: 'Upload', required: true, description: 'The CSV or XLSX file (multipart).' }),
      organizationId: t.arg.id({ required: false, description: organizationArg }),
      kind: t.arg({ type: KindEnum, required: true, description: 'What the rows are.' }),
      sheet: t.arg.string({ required: false, description: 'The XLSX sheet; absent: the first.' }),
      mapping: t.arg({
        type: ['String'],
        required: { list: true, items: false },
        description: 'Per column a field (funder, deadline, …) or null for a column left out.',
      }),
      funderMatch: t.arg({
        type: FunderMatchEnum,
        required: true,
        description: 'MERGE: reuse funders of the same name; CREATE: new ones.',
      }),
      language: t.arg.string({ required: false, description: languageArg }),
    },
    resolve: tenantMutation('startSpreadsheetImport', {
      ...UPLOAD_ARGUMENTS,
      organizationFirst: (args) => args.organizationId,
      input: spreadsheetImportStartSchema,
      run: ({ tenant, input, args, ctx, user }) =>
        startSpreadsheetImport({
          ...tenant,
          userId: user.id,
          input,
          file: uploaded(ctx, args.file),
          enqueue: ctx.enqueueSpreadsheetImport,
        }),
    }),
  }),
  undoSpreadsheetImport: t.field({
    type: UndoRef,
    nullable: false,
    description: 'Removes exactly what the import created, within 24 hours (IMPORT_UNDO_EXPIRED after).',
    args: { id: t.arg.id({ required: true, description: 'The import.' }) },
    resolve: tenantMutation('undoSpreadsheetImport', {
      run: ({ tenant, args }) => undoSpreadsheetImport({ ...tenant, importId: importId(args.id) }),
    }),
  }),
}));
