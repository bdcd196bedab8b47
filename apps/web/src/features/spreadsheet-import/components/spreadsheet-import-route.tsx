import { useNavigate, useSearch } from '@tanstack/react-router';
import { SpreadsheetImportPage } from './spreadsheet-import-page.tsx';

/** /import?kind=GRANTS|FUNDERS[&id=]: the wizard, or a started import's report (so Back and reload keep it). */
export function SpreadsheetImportRoute() {
  const search = useSearch({ strict: false }) as { kind?: unknown; id?: unknown };
  const navigate = useNavigate();
  const kind = search.kind === 'FUNDERS' ? 'FUNDERS' : 'GRANTS';
  return (
    <SpreadsheetImportPage
      initialKind={kind}
      initialId={typeof search.id === 'string' ? search.id : null}
      onImport={(id) => void navigate({ to: '/import', search: id ? { kind, id } : { kind }, replace: true })}
    />
  );
}
