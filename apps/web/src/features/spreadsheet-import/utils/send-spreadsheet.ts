import { type DocumentNode, print } from 'graphql';
import { env } from '../../../env.ts';
import { i18n } from '../../../i18n/index.ts';
import { translateError } from '../../../i18n/messages.ts';
import { getImpersonatedOrganizationId } from '../../../lib/impersonation.ts';
import { buildRequestHeaders } from '../../../lib/urql.ts';

// previewSpreadsheetImport and startSpreadsheetImport carry the file: a GraphQL multipart request
// (github.com/jaydenseric/graphql-multipart-request-spec), as the documents' uploads are sent.

export type SendOutcome<T> = { ok: true; data: T } | { ok: false; error: string };

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: { message?: unknown; extensions?: Record<string, unknown> }[];
}

export async function sendSpreadsheet<T>(
  document: DocumentNode,
  field: string,
  variables: Record<string, unknown>,
  file: File,
): Promise<SendOutcome<T>> {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({ query: print(document), variables: { ...variables, file: null } }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', file, file.name);
  let response: Response;
  try {
    response = await fetch(env.graphqlUrl, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: buildRequestHeaders(getImpersonatedOrganizationId()),
    });
  } catch {
    return { ok: false, error: i18n.t('errors.offline') };
  }
  if (response.status === 413) return { ok: false, error: i18n.t('error_codes.FILE_TOO_LARGE') };
  const answer = (await response.json().catch(() => ({}))) as Answer;
  const value = answer.data?.[field];
  if (value) return { ok: true, data: value as T };
  const first = answer.errors?.find((error) => typeof error.message === 'string');
  if (first && typeof first.message === 'string') {
    return { ok: false, error: translateError(first.message, first.extensions ?? {}) };
  }
  return { ok: false, error: i18n.t('errors.unexpected') };
}
