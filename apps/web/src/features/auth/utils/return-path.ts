// Where sign-in goes afterwards (docs/product.md, Sign-in and accounts): the page a signed-out visit asked
// for, carried in `/login?redirect=…`. Only a path of this site is followed; anything that a browser could read
// as another origin (`//evil`, `/\evil`, `http:…`, the same hidden behind percent-encoding) falls back to the
// dashboard, so a crafted sign-in link cannot send a user elsewhere after they typed their password.

export const DEFAULT_RETURN_PATH = '/dashboard';

const MAX_LENGTH = 2048;
/** Decoding rounds before giving up: a path still changing after that is not one a person wrote. */
const MAX_DECODES = 3;
const PLACEHOLDER_ORIGIN = 'https://return-path.invalid';
/** Pages that would bring the user straight back to sign-in. */
const NOT_AFTER_SIGN_IN = new Set(['/', '/login']);

function looksSameSite(path: string): boolean {
  // Backslashes count as slashes in browsers' URL parsing; control characters and spaces are dropped by it.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point.
  return path.startsWith('/') && !path.startsWith('//') && !/[\\\u0000-\u001f\u007f\s]/.test(path);
}

/** Every percent-decoded form of `path` is same-site too (a link may be decoded again on the way). */
function staysSameSiteDecoded(path: string): boolean {
  let current = path;
  for (let round = 0; round < MAX_DECODES; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return false;
    }
    if (decoded === current) return true;
    if (!looksSameSite(decoded)) return false;
    current = decoded;
  }
  return false;
}

/** The path to open after sign-in, or undefined when `value` is not a safe path of this site. */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return undefined;
  if (!looksSameSite(value) || !staysSameSiteDecoded(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN || NOT_AFTER_SIGN_IN.has(url.pathname)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
