// GET /export/grants.xlsx for exactly what the grant list shows (apps/rest list-export/grants-export.ts):
// the same filters and search, the visible columns, and the user's language for headers and labels.

/** Fixed, as §9 says export names are (the route names it alike). */
export const GRANTS_FILE_NAME = 'grants.xlsx';

export interface GrantsExportFilters {
  organizationId?: string | null;
  search?: string | null;
  status?: string | null;
  record?: string | null;
  submissionYear?: number | null;
  awardYear?: number | null;
  columns: readonly string[];
  language: string;
}

export function grantsExportPath(filters: GrantsExportFilters): string {
  const query = new URLSearchParams();
  if (filters.organizationId) query.set('organizationId', filters.organizationId);
  if (filters.search) query.set('search', filters.search);
  if (filters.status) query.set('status', filters.status);
  if (filters.record && filters.record !== 'ALL') query.set('record', filters.record);
  if (filters.submissionYear) query.set('submissionYear', String(filters.submissionYear));
  if (filters.awardYear) query.set('awardYear', String(filters.awardYear));
  query.set('columns', filters.columns.join(','));
  query.set('lang', filters.language);
  return `/export/grants.xlsx?${query.toString()}`;
}
