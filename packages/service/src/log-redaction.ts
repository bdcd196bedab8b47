// What a log line must never carry, in one place for every service: secret query values in URLs
// (signed-link signatures, OAuth codes and states, tokens, API keys), the iCalendar feed's path secret, and
// credentials that a provider's error body or message may echo back.

/** Query parameters whose values are secrets, or grant access for as long as the link lives. */
export const SECRET_QUERY_PARAMS = [
  'sig',
  'signature',
  'key',
  'api_key',
  'apikey',
  'token',
  'code',
  'state',
  'nonce',
  'code_verifier',
  'session_state',
  'password',
  'secret',
  'client_secret',
  'access_token',
  'refresh_token',
  'id_token',
  'x-amz-signature',
  'x-amz-credential',
  'x-amz-security-token',
] as const;

const escaped = SECRET_QUERY_PARAMS.map((name) => name.replace(/[-_]/g, '[-_]')).join('|');
const SECRET_QUERY = new RegExp(`([?&])(${escaped})=[^&#\\s"']*`, 'gi');
// In free text (a form body, a message) a pair may also open the text or follow a space or quote.
const SECRET_PAIR = new RegExp(`(^|[?&\\s"'])(${escaped})=[^&#\\s"']*`, 'gi');

// The private iCalendar feed carries its secret in the path (`/calendar/<org>-<secret>.ics`).
const SECRET_PATH = /(\/calendar\/)[^/?#\s"']+(\.ics)/gi;

// A personal access token is recognisable by its prefix wherever it stands (packages/auth personal-access-token.ts).
const ACCESS_TOKEN = /\bgf_pat_[A-Za-z0-9_-]{8,}/g;

/**
 * Hides secret query-string values (`?key=…&sig=…`, `?code=…&state=…`) and path secrets in a URL. A secret
 * pair becomes `[redacted:sig]`: the line still says the parameter was sent, and a search of the logs for
 * `sig=` finds no link that could be replayed.
 */
export function redactUrl(url: string): string {
  // Most request lines have neither a query nor a feed path: no regular expression runs for them.
  if (!url.includes('?') && !url.includes('.ics') && !url.includes('gf_pat_')) return url;
  return url
    .replace(SECRET_QUERY, '$1[redacted:$2]')
    .replace(SECRET_PATH, '$1[redacted]$2')
    .replace(ACCESS_TOKEN, '[redacted]');
}

// `"api_key": "…"`, `password=…` and the like inside a body or message. `code` is left out: in provider
// bodies it is an error code worth keeping (an OAuth code in a URL is covered by the query rule).
const SECRET_FIELD =
  /((?:["']?)(?:api[-_]?key|apikey|x-api-key|token|access[-_]?token|refresh[-_]?token|id[-_]?token|client[-_]?secret|secret|password|authorization|sig|signature)["']?\s*[:=]\s*["']?)(?:Bearer\s+|Basic\s+)?[^"'&\s,;}]+/gi;
// Credentials recognisable by their form, wherever they stand.
const CREDENTIAL_SHAPES = [
  /\b(?:Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{6,}/gi,
  /\b(?:sk|pk|rk)-[A-Za-z0-9_-]{8,}/g, // OpenAI-style API keys
  /\bAIza[0-9A-Za-z_-]{20,}/g, // Google API keys
  /\bya29\.[0-9A-Za-z._-]+/g, // Google access tokens
  /\beyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*/g, // JWTs
  ACCESS_TOKEN,
];

/** Text fit for a log line: credentials masked, then cut to `maxChars` (a provider body can be long). */
export function redactText(text: string, maxChars = 1000): string {
  let result = text
    .replace(SECRET_PAIR, '$1[redacted:$2]')
    .replace(SECRET_PATH, '$1[redacted]$2')
    .replace(SECRET_FIELD, '$1[redacted]');
  for (const shape of CREDENTIAL_SHAPES) result = result.replace(shape, '[redacted]');
  return result.length > maxChars
    ? `${result.slice(0, maxChars)}…[${result.length - maxChars} more]`
    : result;
}
