import { safeReturnPath } from './return-path.ts';

// An external sign-in leaves the app for the provider and comes back to /login without the `redirect`
// query, so the login page keeps the asked-for path in the tab's session storage until sign-in ends.

const KEY = 'signInReturnPath';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Notes where to go after sign-in; a visit without one forgets an older, abandoned one. */
export function rememberReturnPath(path: string | undefined): void {
  const safe = safeReturnPath(path);
  if (safe) storage()?.setItem(KEY, safe);
  else storage()?.removeItem(KEY);
}

/** The noted path (checked again: storage is not trusted), forgotten once read. */
export function takeReturnPath(): string | undefined {
  const path = safeReturnPath(storage()?.getItem(KEY));
  storage()?.removeItem(KEY);
  return path;
}
