// The session itself is an HttpOnly cookie set by the server: page scripts can
// neither read nor steal it. What the app keeps is only whether it believes it is signed in, so that it
// does not ask for the current user when nobody signed in, and so that a lapsed session (the server
// answering 'unauthorized') reloads once into the sign-in page instead of looping.

const MARKER_KEY = 'signedIn';
/** The JavaScript-readable token cookie of earlier versions; removed wherever it is still found. */
const LEGACY_TOKEN_COOKIE = 'token';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function isSignedIn(): boolean {
  return storage()?.getItem(MARKER_KEY) === '1';
}

export function markSignedIn(): void {
  storage()?.setItem(MARKER_KEY, '1');
}

export function clearSignedIn(): void {
  storage()?.removeItem(MARKER_KEY);
}

/** Drops a token an earlier version left readable in `document.cookie`. */
export function dropLegacyTokenCookie(): void {
  if (typeof document === 'undefined' || !document.cookie.includes(`${LEGACY_TOKEN_COOKIE}=`)) return;
  // biome-ignore lint/suspicious/noDocumentCookie: only deletes the old JS-readable cookie; nothing is written.
  document.cookie = `${LEGACY_TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
