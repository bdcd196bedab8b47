const STORAGE_KEY = 'impersonatedOrganizationId';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be blocked (privacy modes); impersonation then simply stays off.
    return null;
  }
}

export function getImpersonatedOrganizationId(): string | null {
  return storage()?.getItem(STORAGE_KEY) ?? null;
}

export function setImpersonatedOrganizationId(id: string): void {
  storage()?.setItem(STORAGE_KEY, id);
}

export function clearImpersonatedOrganizationId(): void {
  storage()?.removeItem(STORAGE_KEY);
}
