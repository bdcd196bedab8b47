import type { DriveProvider } from '@grantflow/domain/shared/enums';
import type { DriveListing, ImportJobRow } from '@grantflow/validation/drive-wire';
import { i18n } from '../../../i18n/index.ts';
import { type ErrorCodes, translateError } from '../../../i18n/messages.ts';
import { browserFetch, type FetchLike, httpFetch } from '../../../lib/http.ts';

// The importer's REST calls (docs/product.md, REST calls); the shapes of their answers are declared in
// @grantflow/validation/drive-wire. Its answers are `{ success, … }` with a `message` on refusal, not the
// {status, error, data} envelope of the other REST services.

export interface ImportRequest {
  doc_id: string;
  doc_name: string;
  doc_mime_type: string;
  doc_size: number | null;
  doc_type: 'file' | 'folder';
  user_id: string;
  funder_id: string;
  path: string;
}

export type DriveResult<T> =
  | { ok: true; data: T }
  /** `status` is the HTTP status (0 when no answer came); a 200 failure is a `success: false` body. */
  | { ok: false; error: string; status: number };

interface DriveBody extends ErrorCodes {
  success?: unknown;
  message?: unknown;
  error?: unknown;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** Reads an importer answer: `success: false` or a non-2xx status is a failure with the server's message. */
export async function readDriveAnswer<T>(response: Response): Promise<DriveResult<T & DriveBody>> {
  let body: (T & DriveBody) | undefined;
  try {
    body = (await response.json()) as T & DriveBody;
  } catch {
    body = undefined;
  }
  if (response.ok && body && body.success !== false) return { ok: true, data: body };
  const message =
    text(body?.message) ?? text(body?.error) ?? (response.statusText || String(response.status));
  return { ok: false, error: translateError(message, body ?? {}), status: response.status };
}

export async function driveRequest<T>(
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal } = {},
  fetchImpl: FetchLike = browserFetch,
): Promise<DriveResult<T & DriveBody>> {
  try {
    const response = await httpFetch(path, { ...init, method: init.method ?? 'GET' }, fetchImpl);
    return await readDriveAnswer<T>(response);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { ok: false, error: i18n.t('documents.drive.network_error'), status: 0 };
  }
}

const base = (drive: DriveProvider) => `/api/${drive}`;
const seg = encodeURIComponent;

/** 'connected' with the provider's short-lived token, or 'setup' when the user has not connected the drive. */
export async function fetchDriveConnection(
  drive: DriveProvider,
  userId: string,
): Promise<DriveResult<{ connected: boolean }>> {
  const result = await driveRequest<{ token?: unknown }>(`${base(drive)}/token/${seg(userId)}`);
  // Not connected is a 200 with `success: false` (the contract), not a failure of the call.
  if (!result.ok) return result.status === 200 ? { ok: true, data: { connected: false } } : result;
  return { ok: true, data: { connected: typeof result.data.token === 'string' && result.data.token !== '' } };
}

export async function fetchImportJobs(drive: DriveProvider, funderId: string) {
  const result = await driveRequest<{ jobs?: ImportJobRow[] }>(`${base(drive)}/imports/${seg(funderId)}`);
  return result.ok ? { ok: true as const, data: result.data.jobs ?? [] } : result;
}

export async function fetchAnyInProgress(drive: DriveProvider, funderId: string) {
  const result = await driveRequest<{ any_jobs_in_progress?: boolean }>(
    `${base(drive)}/any-in-progress/${seg(funderId)}`,
  );
  return result.ok ? { ok: true as const, data: result.data.any_jobs_in_progress === true } : result;
}

export async function browseDrive(drive: DriveProvider, folderId: string, pageToken: string | null) {
  const query = new URLSearchParams({ folder_id: folderId, page_token: pageToken ?? '' });
  const result = await driveRequest<Partial<DriveListing>>(`${base(drive)}/browse?${query}`);
  if (!result.ok) return result;
  return {
    ok: true as const,
    data: { items: result.data.items ?? [], next_page_token: result.data.next_page_token ?? null },
  };
}

export async function startImport(drive: DriveProvider, request: ImportRequest) {
  const result = await driveRequest<{ message?: string }>(`${base(drive)}/import`, {
    method: 'POST',
    body: request,
  });
  return result.ok ? { ok: true as const, data: text(result.data.message) } : result;
}

/** Where the browser goes to connect a drive (the importer's consent redirect). */
export function driveConnectUrl(drive: DriveProvider, funderId: string, userId: string): string {
  const provider = drive === 'google_drive' ? 'google' : 'microsoft';
  const query = new URLSearchParams({ access_type: 'drive', funder_id: funderId, user_id: userId });
  return `/auth/${provider}?${query}`;
}
