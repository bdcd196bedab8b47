import { VISIBLE_APPLICATION_STATUSES, type VisibleApplicationStatus } from '@grantflow/domain/shared/enums';
import { safeReturnPath } from '../features/auth/index.ts';

// Tolerant search-param readers: a hand-edited address drops a bad value instead of failing the page.

type Raw = Record<string, unknown>;

function text(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function positiveInt(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

function year(value: unknown): number | undefined {
  const n = positiveInt(value);
  return n !== undefined && n >= 1900 && n <= 9999 ? n : undefined;
}

function status(value: unknown): VisibleApplicationStatus | undefined {
  return VISIBLE_APPLICATION_STATUSES.find((s) => s === value);
}

/** Upcoming deadlines (the default), overdue ones, or every year's history (features/grants: grant-list-view.ts). */
export type GrantListView = 'upcoming' | 'overdue' | 'all';

const RECORDS = ['SUBMITTED', 'NOT_SUBMITTED'] as const;

/** The list's record filter; absent means all records. */
export type RecordSearch = (typeof RECORDS)[number];

function record(value: unknown): RecordSearch | undefined {
  return RECORDS.find((r) => r === value);
}

export interface GrantListSearch {
  submissionYear?: number;
  /** Fiscal year of the award date (the dashboard's "Grants awarded" card); wins over submissionYear. */
  awardYear?: number;
  status?: VisibleApplicationStatus;
  view?: GrantListView;
  search?: string;
  record?: RecordSearch;
  page?: number;
}

export function parseGrantListSearch(raw: Raw): GrantListSearch {
  const awardYear = year(raw.awardYear);
  const view = raw.view === 'upcoming' || raw.view === 'overdue' || raw.view === 'all' ? raw.view : undefined;
  return {
    submissionYear: awardYear ? undefined : year(raw.submissionYear),
    awardYear,
    status: status(raw.status),
    view,
    search: text(raw.search),
    record: record(raw.record),
    page: positiveInt(raw.page),
  };
}

export interface PipelineSearch {
  grantStatus?: VisibleApplicationStatus;
  /** `next90`: open on today … today + 90 days (the header's "Next 90 Days", docs/product.md, Screens and routes). */
  range?: 'next90';
  search?: string;
}

export function parsePipelineSearch(raw: Raw): PipelineSearch {
  return {
    grantStatus: status(raw.grantStatus),
    range: raw.range === 'next90' ? 'next90' : undefined,
    search: text(raw.search),
  };
}

export interface FundersSearch {
  search?: string;
  page?: number;
}

export function parseFundersSearch(raw: Raw): FundersSearch {
  return { search: text(raw.search), page: positiveInt(raw.page) };
}

export interface ReportCenterSearch {
  /** The search box, e.g. from a calendar item; kept as it is typed. */
  search?: string;
  record?: RecordSearch;
  /** Opens this report's update dialog: the link of a calendar event or a reminder e-mail. */
  report?: number;
}

export function parseReportCenterSearch(raw: Raw): ReportCenterSearch {
  return { search: text(raw.search), record: record(raw.record), report: positiveInt(raw.report) };
}

export interface FunderProfileSearch {
  /** Opens this application's dialog: the link of a calendar event or a reminder e-mail. */
  application?: number;
}

export function parseFunderProfileSearch(raw: Raw): FunderProfileSearch {
  return { application: positiveInt(raw.application) };
}

export interface TokenSearch {
  token?: string;
}

export function parseTokenSearch(raw: Raw): TokenSearch {
  return { token: text(raw.token) };
}

export interface DocumentsSearch {
  path?: string;
}

export function parseDocumentsSearch(raw: Raw): DocumentsSearch {
  return { path: text(raw.path) };
}

export interface DriveCallbackSearch {
  provider?: 'google_drive' | 'one_drive';
  /** A number, as the router reads `funder_id=51`: a string would be written back quoted (`%2251%22`). */
  funder_id?: number;
  /** Set by the importer when the drive connection failed: its error code. */
  drive_error?: string;
}

export function parseDriveCallbackSearch(raw: Raw): DriveCallbackSearch {
  const provider = raw.provider === 'google_drive' || raw.provider === 'one_drive' ? raw.provider : undefined;
  return { provider, funder_id: positiveInt(raw.funder_id), drive_error: text(raw.drive_error) };
}

export interface LoginSearch {
  oauth_error?: string;
  /** Where to go after sign-in: only a path of this site (auth's return-path rule), else the dashboard. */
  redirect?: string;
}

export function parseLoginSearch(raw: Raw): LoginSearch {
  return { oauth_error: text(raw.oauth_error), redirect: safeReturnPath(raw.redirect) };
}

export interface SpreadsheetImportSearch {
  kind: 'FUNDERS' | 'GRANTS';
  /** A started import, whose report the page shows. */
  id?: string;
}

/** /import?kind=&id=: what the rows are (grants unless the link said funders), and a started import. */
export function parseSpreadsheetImportSearch(raw: Raw): SpreadsheetImportSearch {
  const kind = raw.kind === 'FUNDERS' ? 'FUNDERS' : 'GRANTS';
  const id = positiveInt(raw.id);
  return id ? { kind, id: String(id) } : { kind };
}
