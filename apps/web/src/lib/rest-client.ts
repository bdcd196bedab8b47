import { type ErrorCodes, translateError } from '../i18n/messages.ts';
import { browserFetch, type FetchLike, failureDetail, httpFetch } from './http.ts';

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

/** A REST call with its answer's HTTP status (0 when none came), for the messages that show the number. */
export async function restCall<T>(
  path: string,
  options: RestRequestOptions = {},
  fetchImpl: FetchLike = browserFetch,
): Promise<RestResult<T> & { readonly httpStatus: number }> {
  let response: Response;
  try {
    response = await httpFetch(path, options, fetchImpl);
  } catch (error) {
    const failure = {
      ok: false,
      kind: 'network',
      error: networkErrorText(options.networkError, failureDetail(error)),
      statusText: '',
    } as const;
    return { ...failure, httpStatus: 0 };
  }
  return { ...(await interpretRestResponse<T>(response)), httpStatus: response.status };
}

/** A REST call carrying the session cookie and the chosen organisation, like GraphQL does. */
export async function restRequest<T>(
  path: string,
  options: RestRequestOptions = {},
  fetchImpl: FetchLike = browserFetch,
): Promise<RestResult<T>> {
  const { httpStatus: _status, ...result } = await restCall<T>(path, options, fetchImpl);
  return result;
}

/**
 * The text to show for a failed call: a network failure's text as it is; a server's error translated
 * by its codes (capitalised), or its text when it came without codes.
 */
export function restErrorMessage(result: Extract<RestResult<unknown>, { ok: false }>): string {
  return result.kind === 'network' ? result.error : translateError(result.error, result.codes);
}
