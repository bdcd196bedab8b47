import { graphql, type ResultOf } from '../../../graphql/graphql.ts';

export const PreviewSpreadsheetMutation = graphql(`
  mutation PreviewSpreadsheetImport(
    $file: Upload!
    $kind: SpreadsheetImportKind!
    $sheet: String
    $mapping: [String]
    $language: String
  ) {
    previewSpreadsheetImport(file: $file, kind: $kind, sheet: $sheet, mapping: $mapping, language: $language) {
      sheets
      sheet
      headers
      guessedMapping
      savedMapping
      totalRows
      rows {
        rowNumber
        cells
        reasons {
          field
          code
        }
      }
    }
  }
`);
export type SpreadsheetPreview = ResultOf<typeof PreviewSpreadsheetMutation>['previewSpreadsheetImport'];

export const StartSpreadsheetMutation = graphql(`
  mutation StartSpreadsheetImport(
    $file: Upload!
    $kind: SpreadsheetImportKind!
    $sheet: String
    $mapping: [String]!
    $funderMatch: FunderMatch!
    $language: String
  ) {
    startSpreadsheetImport(
      file: $file
      kind: $kind
      sheet: $sheet
      mapping: $mapping
      funderMatch: $funderMatch
      language: $language
    ) {
      id
    }
  }
`);

export const GetSpreadsheetImportQuery = graphql(`
  query GetSpreadsheetImport($id: ID!) {
    getSpreadsheetImport(id: $id) {
      id
      kind
      status
      errorCode
      totalRows
      processedRows
      createdCount
      matchedCount
      skippedCount
      skippedRowsUrl
      undoUntil
      undone
      skippedRows {
        rowNumber
        reasons {
          field
          code
        }
      }
    }
  }
`);
export type SpreadsheetImportState = ResultOf<typeof GetSpreadsheetImportQuery>['getSpreadsheetImport'];

export const UndoSpreadsheetMutation = graphql(`
  mutation UndoSpreadsheetImport($id: ID!) {
    undoSpreadsheetImport(id: $id) {
      grants
      funders
      programs
    }
  }
`);
