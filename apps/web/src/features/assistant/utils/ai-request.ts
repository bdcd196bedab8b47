// The /ai/* REST calls go through the app's REST client (token, organisation, envelope rules; docs/product.md, REST calls),
// keeping the HTTP status number, which the 'HTTP {status}: {text}' message needs (docs/product.md, Messages and error codes).
import { i18n } from '../../../i18n/index.ts';
import {
  type RestRequestOptions,
  type RestResult,
  restCall,
  restErrorMessage,
} from '../../../lib/rest-client.ts';

export type AiResult<T> = RestResult<T> & { readonly httpStatus: number };

export function aiRequest<T>(path: string, options: RestRequestOptions = {}): Promise<AiResult<T>> {
  return restCall<T>(path, options);
}

/** Path segments are ids the app chose, but a table name comes from the server: encode every segment. */
export function aiPath(...segments: readonly (string | number)[]): string {
  return `/ai/${segments.map((s) => encodeURIComponent(String(s))).join('/')}`;
}

/**
 * The text of a failed /ai call. While the ai service is stopped the gateway answers SERVICE_UNAVAILABLE:
 * the page then says the assistant is away (the rest of the app still works) instead of a status text.
 */
export function aiFailureText(result: Extract<RestResult<unknown>, { ok: false }>): string {
  if (result.codes?.code === 'SERVICE_UNAVAILABLE') return i18n.t('assistant.chat.unavailable');
  return restErrorMessage(result);
}
