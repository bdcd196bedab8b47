import { useSyncExternalStore } from 'react';
import { getImpersonatedOrganizationId, subscribeToImpersonation } from '../lib/impersonation.ts';

/** The stored acting organisation (lib/impersonation.ts), kept current for every component that shows it. */
export function useImpersonatedOrganizationId(): string | null {
  return useSyncExternalStore(subscribeToImpersonation, getImpersonatedOrganizationId, () => null);
}
