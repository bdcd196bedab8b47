import { type ErrorCodes, translateError } from '../i18n/messages.ts';
import { getImpersonatedOrganizationId } from './impersonation.ts';
import { buildRequestHeaders } from './urql.ts';

/** Asks the REST services to add the error's codes to the envelope (packages/service ERROR_CODES_HEADER). */
export const ERROR_CODES_HEADER = 'grantflow-error-codes';

// The REST services answer with the {status, error, data} envelope (docs/product.md, REST calls; Messages and error codes).

export type RestResult<T> =
  | { readonly ok: true; readonly data: T }
  | {
      readonly ok: false;
      readonly error: string;
      readonly kind: 'server' | 'http' | 'network';
      /** The HTTP status text, for the messages built from it (docs/product.md, Messages and error codes); '' for a network failure. */
      readonly statusText: string;
      /** The error's codes (code, params, issue, fieldErrors, fields), when the server sent them. */
      readonly codes?: ErrorCodes;
    };

export interface RestRequestOptions {
  readonly method?: 'GET' | 'POST' | 'DELETE';
  readonly body?: unknown;
  /**
   * The text for a call that never got an answer ('Error adding an organisation', …; docs/product.md, Messages and error codes). A function gets
   * the failure's detail, for texts such as 'Error sending token: {status text}'.
   */
  readonly networkError?: string | ((detail: string) => string);
  readonly signal?: AbortSignal;
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

interface Envelope extends ErrorCodes {
  status?: unknown;
  error?: unknown;
  data?: unknown;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function codesOf(envelope: Envelope | undefined): { codes?: ErrorCodes } {
  if (typeof envelope?.code !== 'string') return {};
  const { code, params, issue, fieldErrors, fields } = envelope;
  return { codes: { code, params, issue, fieldErrors, fields } };
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value : undefined;

/**
 * Reads an answer the contract's way (docs/product.md, REST calls): a body status of 500 is an error whose text is in `error`; a non-2xx answer
 * shows its status text (or, better, the server's own message when the body carries one).
 */
export async function interpretRestResponse<T>(response: Response): Promise<RestResult<T>> {
  const body = await readJson(response);
  const envelope = isEnvelope(body) ? body : undefined;
  const serverError = text(envelope?.error);
  if (!response.ok) {
    const statusText = response.statusText || String(response.status);
    return { ok: false, kind: 'http', error: serverError ?? statusText, statusText, ...codesOf(envelope) };
  }
  if (envelope?.status === 500 || (typeof envelope?.status === 'number' && envelope.status >= 400)) {
    // The HTTP status said OK; the envelope's number is the only status there is.
    const statusText = String(envelope.status);
    return { ok: false, kind: 'server', error: serverError ?? statusText, statusText, ...codesOf(envelope) };
  }
  // Some calls (GET /managers/:userId) may answer with a bare list instead of an envelope.
  const data = envelope && 'data' in envelope ? envelope.data : body;
  return { ok: true, data: data as T };
}

export function networkErrorText(option: RestRequestOptions['networkError'], detail: string): string {
  if (typeof option === 'function') return option(detail);
  return option ?? detail;
}

/** A REST call carrying the session cookie and the chosen organisation, like GraphQL does. */
export async function restRequest<T>(
  path: string,
  options: RestRequestOptions = {},
  fetchImpl: FetchLike = (input, init) => fetch(input, init),
): Promise<RestResult<T>> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [ERROR_CODES_HEADER]: '1',
    ...buildRequestHeaders(getImpersonatedOrganizationId()),
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetchImpl(path, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      kind: 'network',
      error: networkErrorText(options.networkError, detail),
      statusText: '',
    };
  }
  return interpretRestResponse<T>(response);
}

/**
 * The text to show for a failed call: a network failure's text as it is; a server's error translated
 * by its codes (capitalised), or its text when it came without codes.
 */
export function restErrorMessage(result: Extract<RestResult<unknown>, { ok: false }>): string {
  return result.kind === 'network' ? result.error : translateError(result.error, result.codes);
}
