import { useSearch } from '@tanstack/react-router';
import { SpreadsheetImportPage } from './spreadsheet-import-page.tsx';

/** /import?kind=GRANTS|FUNDERS: the wizard, starting with the kind the link named. */
export function SpreadsheetImportRoute() {
  const search = useSearch({ strict: false }) as { kind?: unknown };
  return <SpreadsheetImportPage initialKind={search.kind === 'FUNDERS' ? 'FUNDERS' : 'GRANTS'} />;
}
