import { failCoded } from '@grantflow/service/envelope';
import type { UpstreamName } from './route-table.ts';

export const SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE';

/** Seconds a client should wait before trying a stopped service again. */
const RETRY_AFTER_SECONDS = 10;

const WHAT: Record<UpstreamName, string> = {
  api: 'Grant data',
  rest: 'Accounts and sign-in',
  importer: 'Drive imports',
  ai: 'The assistant',
};

/**
 * The answer for a route whose service cannot be reached: the rest of the site stays up, and the web
 * tells the user which part is missing by `code` and `service` rather than by the English message.
 * `/graphql` answers a GraphQL response, so its clients read `errors[].extensions` as for any error.
 */
export function serviceUnavailableBody(upstream: UpstreamName, path: string) {
  const error = `${WHAT[upstream]} is unavailable right now`;
  if (path === '/graphql' || path.startsWith('/graphql?')) {
    return { errors: [{ message: error, extensions: { code: SERVICE_UNAVAILABLE, service: upstream } }] };
  }
  return {
    ...failCoded(503, error, { code: SERVICE_UNAVAILABLE, params: { service: upstream } }),
    service: upstream,
  };
}

/** Headers of that answer: retry later, and never cache it. */
export const SERVICE_UNAVAILABLE_HEADERS = {
  'retry-after': String(RETRY_AFTER_SECONDS),
  'cache-control': 'no-store',
} as const;
