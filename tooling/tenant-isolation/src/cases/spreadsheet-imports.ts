import type { Fixture, IsolationCase } from '../case.ts';

// Spreadsheet imports: A's import read and undone by id, and a preview or import into A named by
// organizationId. As JSON the file variable names no part: the organisation is refused before the
// missing upload is noticed (a wrongly allowed call would fail on the file, which the runner reports).

const IMPORT_FIELDS =
  'id kind status errorCode totalRows processedRows createdCount matchedCount skippedCount skippedRowsUrl createdAt undoUntil undone skippedRows { rowNumber cells reasons { field code } }';

const graphql = (
  operation: string,
  query: string,
  variables: (fx: Fixture) => Record<string, unknown>,
): IsolationCase => ({ kind: 'graphql', operation, request: (fx) => ({ query, variables: variables(fx) }) });

export const cases: IsolationCase[] = [
  graphql(
    'getSpreadsheetImport',
    `query ($id: ID!) { getSpreadsheetImport(id: $id) { ${IMPORT_FIELDS} } }`,
    (fx) => ({
      id: String(fx.orgA.spreadsheetImportId),
    }),
  ),
  graphql(
    'undoSpreadsheetImport',
    'mutation ($id: ID!) { undoSpreadsheetImport(id: $id) { grants funders programs } }',
    (fx) => ({
      id: String(fx.orgA.spreadsheetImportId),
    }),
  ),
  graphql(
    'previewSpreadsheetImport',
    `mutation ($file: Upload!, $o: ID) { previewSpreadsheetImport(file: $file, organizationId: $o, kind: GRANTS, language: "pt") {
      sheets sheet headers guessedMapping savedMapping totalRows rows { rowNumber cells reasons { field code } } } }`,
    (fx) => ({ file: 'upload:not-a-part', o: String(fx.orgA.id) }),
  ),
  graphql(
    'startSpreadsheetImport',
    `mutation ($file: Upload!, $o: ID) { startSpreadsheetImport(file: $file, organizationId: $o, kind: FUNDERS, mapping: ["name"], funderMatch: MERGE) { ${IMPORT_FIELDS} } }`,
    (fx) => ({ file: 'upload:not-a-part', o: String(fx.orgA.id) }),
  ),
  {
    kind: 'rest',
    service: 'rest',
    method: 'GET',
    url: (fx) => `/export/spreadsheet-imports/${fx.orgA.spreadsheetImportId}/skipped-rows.xlsx`,
  },
  {
    kind: 'rest',
    service: 'rest',
    method: 'GET',
    name: 'rest GET /export/spreadsheet-imports/:id/skipped-rows.xlsx naming organisation A',
    url: (fx) =>
      `/export/spreadsheet-imports/${fx.orgA.spreadsheetImportId}/skipped-rows.xlsx?organizationId=${fx.orgA.id}`,
  },
];
