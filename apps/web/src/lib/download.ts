import { browserFetch, type FetchLike, failureDetail, httpFetch } from './http.ts';

export type DownloadResult =
  | { readonly ok: true; readonly blob: Blob }
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
  return { ok: true, blob: await response.blob() };
}

/** Hands a blob to the browser's download with a fixed name (export names are fixed; docs/product.md, Deadlines). */
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
