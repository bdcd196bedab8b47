import { IMPERSONATION_MAX_FAILED_CHECKS } from '@grantflow/domain/constants/limits';

const STORAGE_KEY = 'impersonatedOrganizationId';
const FAILED_CHECKS_KEY = 'impersonationFailedChecks';

// Session storage, not local storage (docs/product.md, Impersonation): the acting choice lives as long as the
// browser tab, so a new session, a new tab or a reopened browser starts in the user's own organisation and
// nobody edits a client's data believing it is their own.
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be blocked (privacy modes); impersonation then simply stays off.
    return null;
  }
}

const listeners = new Set<() => void>();

/** Calls `listener` whenever the acting choice changes (the picker and the acting-as banner share it). */
export function subscribeToImpersonation(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed(): void {
  for (const listener of listeners) listener();
}

export function getImpersonatedOrganizationId(): string | null {
  return storage()?.getItem(STORAGE_KEY) ?? null;
}

export function setImpersonatedOrganizationId(id: string): void {
  storage()?.setItem(STORAGE_KEY, id);
  storage()?.removeItem(FAILED_CHECKS_KEY);
  changed();
}

export function clearImpersonatedOrganizationId(): void {
  // Earlier versions kept the choice in local storage, across sessions: dropped wherever it is still found.
  legacyStorage()?.removeItem(STORAGE_KEY);
  legacyStorage()?.removeItem(FAILED_CHECKS_KEY);
  const had = getImpersonatedOrganizationId() !== null;
  storage()?.removeItem(STORAGE_KEY);
  storage()?.removeItem(FAILED_CHECKS_KEY);
  if (had) changed();
}

function legacyStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function failedChecks(): number {
  const n = Number(storage()?.getItem(FAILED_CHECKS_KEY) ?? 0);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

export type ImpersonationCheck = 'none' | 'kept' | 'missing' | 'dropped';

/**
 * The stored choice is dropped (docs/product.md, Impersonation) when the organisation is missing from the impersonable list on
 * three checks in a row. The count lives beside the choice so it survives reloads (one check per load);
 * a list that offers it again resets the count.
 */
export function checkImpersonatedOrganization(offeredIds: readonly string[]): ImpersonationCheck {
  const stored = getImpersonatedOrganizationId();
  if (!stored) return 'none';
  if (offeredIds.includes(stored)) {
    storage()?.removeItem(FAILED_CHECKS_KEY);
    return 'kept';
  }
  const failures = failedChecks() + 1;
  if (failures >= IMPERSONATION_MAX_FAILED_CHECKS) {
    clearImpersonatedOrganizationId();
    return 'dropped';
  }
  storage()?.setItem(FAILED_CHECKS_KEY, String(failures));
  return 'missing';
}
