import { getImpersonatedOrganizationId } from './impersonation.ts';
import { buildRequestHeaders } from './urql.ts';

// The app's one fetch for everything that is not GraphQL (the REST services, /ai, the importer, file
// downloads, the assistant's event stream): each caller reads the answer its own way, but every request
// carries the same session and organisation headers as GraphQL does.

/** Asks the REST services to add the error's codes to the envelope (packages/service ERROR_CODES_HEADER). */
export const ERROR_CODES_HEADER = 'grantflow-error-codes';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** What the caller reads: a JSON body, a file (a blob, or a JSON error), or an event stream. */
export type AnswerKind = 'json' | 'file' | 'stream';

export interface HttpRequest {
  readonly method?: 'GET' | 'POST' | 'DELETE';
  /** Sent as JSON. */
  readonly body?: unknown;
  readonly answer?: AnswerKind;
  readonly signal?: AbortSignal;
}

// A coded error (code, params, …) comes only when asked for; a file route answers its file, or an {error}.
const ANSWER_HEADERS: Record<AnswerKind, Record<string, string>> = {
  json: { Accept: 'application/json', [ERROR_CODES_HEADER]: '1' },
  stream: { Accept: 'text/event-stream', [ERROR_CODES_HEADER]: '1' },
  file: {},
};

export const browserFetch: FetchLike = (input, init) => fetch(input, init);

/** Sends the request; rejects as fetch does (no answer, or aborted), so each reader decides what that means. */
export function httpFetch(
  path: string,
  request: HttpRequest = {},
  fetchImpl: FetchLike = browserFetch,
): Promise<Response> {
  const headers: Record<string, string> = {
    ...ANSWER_HEADERS[request.answer ?? 'json'],
    ...buildRequestHeaders(getImpersonatedOrganizationId()),
  };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  return fetchImpl(path, {
    method: request.method ?? (request.body === undefined ? 'GET' : 'POST'),
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    signal: request.signal,
    credentials: 'same-origin',
  });
}

/** The text of a rejected fetch ('Failed to fetch', …). */
export function failureDetail(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
