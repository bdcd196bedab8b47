import { browserFetch, type FetchLike, failureDetail, httpFetch } from './http.ts';

export type DownloadResult =
  | { readonly ok: true; readonly blob: Blob; readonly fileName: string | null }
  | { readonly ok: false; readonly kind: 'http' | 'network'; readonly error: string };

async function serverMessage(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string') {
      return body.error.trim() || undefined;
    }
  } catch {
    // Not a JSON envelope: the status text says enough.
  }
  return undefined;
}

/**
 * The name a Content-Disposition header gives (RFC 6266): the UTF-8 `filename*` when present, else the
 * plain `filename`; null when it names none. Only the last path segment is kept.
 */
export function attachmentFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(header)?.[1];
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended);
    } catch {
      // A malformed escape: fall back to the plain parameter.
    }
  }
  name ??= /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ?? /filename\s*=\s*([^;\s]+)/i.exec(header)?.[1];
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base || null;
}

/**
 * A file from a REST route that needs the session: a plain link cannot carry the bearer token or the
 * impersonated organisation, so the browser fetches it and saves the blob.
 */
export async function fetchAuthorizedFile(
  path: string,
  fetchImpl: FetchLike = browserFetch,
): Promise<DownloadResult> {
  let response: Response;
  try {
    response = await httpFetch(path, { answer: 'file' }, fetchImpl);
  } catch (error) {
    return { ok: false, kind: 'network', error: failureDetail(error) };
  }
  if (!response.ok) {
    const message = (await serverMessage(response)) ?? (response.statusText || String(response.status));
    return { ok: false, kind: 'http', error: message };
  }
  return {
    ok: true,
    blob: await response.blob(),
    fileName: attachmentFileName(response.headers.get('content-disposition')),
  };
}

/** Hands a blob to the browser's download under `fileName` (the name the server gave it). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: Chromium and Firefox start the download from the click synchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
