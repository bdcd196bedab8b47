import { print } from 'graphql';
import { env } from '../../../env.ts';
import { i18n } from '../../../i18n/index.ts';
import { translateError } from '../../../i18n/messages.ts';
import { getImpersonatedOrganizationId } from '../../../lib/impersonation.ts';
import { buildRequestHeaders } from '../../../lib/urql.ts';
import { UploadFileMutation } from '../graphql/documents.ts';

// uploadFile goes as a GraphQL multipart request (github.com/jaydenseric/graphql-multipart-request-spec)
// over XMLHttpRequest rather than urql: only XHR reports upload progress, and each file gets its own bar.

export interface UploadRequest {
  funderId: string;
  folder: string;
  file: Blob & { name: string };
}

export type UploadOutcome = { ok: true; id: string; name: string } | { ok: false; error: string };

const UPLOAD_QUERY = print(UploadFileMutation);

/** The multipart body: `operations` with a null file, `map` pointing part "0" at it, then the file. */
export function buildUploadForm({ funderId, folder, file }: UploadRequest): FormData {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({ query: UPLOAD_QUERY, variables: { funderId, folder, file: null } }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', file, file.name);
  return form;
}

interface UploadAnswer {
  data?: { uploadFile?: { id?: unknown; name?: unknown } | null } | null;
  errors?: { message?: unknown; extensions?: Record<string, unknown> }[];
}

function parse(text: string): UploadAnswer | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as UploadAnswer) : undefined;
  } catch {
    return undefined;
  }
}

/** What the server's answer means for this file: its id and stored name, or the reason it was refused. */
export function readUploadAnswer(status: number, text: string): UploadOutcome {
  // The size limit is enforced before GraphQL runs: a bare 413, whatever its body says.
  if (status === 413) return { ok: false, error: i18n.t('error_codes.FILE_TOO_LARGE') };
  const answer = parse(text);
  const uploaded = answer?.data?.uploadFile;
  if (uploaded && typeof uploaded.id === 'string' && typeof uploaded.name === 'string') {
    return { ok: true, id: uploaded.id, name: uploaded.name };
  }
  const first = answer?.errors?.find((e) => typeof e.message === 'string' && e.message.trim() !== '');
  if (first && typeof first.message === 'string') {
    return { ok: false, error: translateError(first.message, first.extensions ?? {}) };
  }
  if (status === 0) return { ok: false, error: i18n.t('errors.offline') };
  return { ok: false, error: i18n.t('errors.unexpected') };
}

/** Sends one file; `onProgress` gets the share sent so far (0…1). Resolves, never rejects. */
export function sendUpload(
  request: UploadRequest,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', env.graphqlUrl);
    const headers = buildRequestHeaders(getImpersonatedOrganizationId());
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve(readUploadAnswer(xhr.status, xhr.responseText));
    xhr.onerror = () => resolve(readUploadAnswer(0, ''));
    xhr.onabort = () => resolve({ ok: false, error: i18n.t('documents.upload.cancelled') });
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(buildUploadForm(request));
  });
}
