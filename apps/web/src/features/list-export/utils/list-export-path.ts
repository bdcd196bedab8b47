// GET /export/{list}.xlsx for exactly what a list shows (apps/rest list-export/): the list's filters and
// search, its visible columns where it has a chooser, and the user's language for headers and labels.

/** Each list's route file, also the name a download is saved under when the server's answer names none. */
export const LIST_EXPORT_FILES = {
  grants: 'grants.xlsx',
  pipeline: 'pipeline.xlsx',
  reports: 'reports.xlsx',
  funders: 'funders.xlsx',
  programs: 'programs.xlsx',
} as const;
export type ExportList = keyof typeof LIST_EXPORT_FILES;

/** A filter as the page holds it; blank, null and undefined mean "not filtered" and are left out. */
export type ExportParam = string | number | readonly string[] | null | undefined;

const EXPORT_LANGUAGES = ['en', 'pt', 'de'] as const;

/** The file's language: the display language's base (pt-BR → pt), English for any other. */
export function exportLanguage(language: string | undefined): string {
  const base = (language ?? '').slice(0, 2).toLowerCase();
  return (EXPORT_LANGUAGES as readonly string[]).includes(base) ? base : 'en';
}

export function listExportPath(
  list: ExportList,
  params: Readonly<Record<string, ExportParam>>,
  language: string | undefined,
): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '') continue;
    query.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  query.set('lang', exportLanguage(language));
  return `/export/${LIST_EXPORT_FILES[list]}?${query.toString()}`;
}
