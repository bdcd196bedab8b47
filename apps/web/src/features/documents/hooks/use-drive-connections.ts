import { DRIVE_PROVIDERS, type DriveProvider } from '@grantflow/domain/shared/enums';
import type { AuthProviders } from '@grantflow/validation/rest-wire';
import { useEffect, useState } from 'react';
import { restRequest } from '../../../lib/rest-client.ts';
import { fetchDriveConnection } from '../utils/drive-api.ts';

/**
 * 'loading' until asked; 'not_configured' when the operator has not set the drive up (nothing to click,
 * as the login page shows an unconfigured sign-in); 'setup' when set up but not connected for the user;
 * 'unavailable' when the importer did not answer.
 */
export type DriveState = 'loading' | 'connected' | 'setup' | 'not_configured' | 'unavailable';

/**
 * Which drives the operator set up (`/auth/providers`) and whether each is connected for the user
 * (`/api/{drive}/token/{userId}`), asked once per user. When the providers cannot be asked, the drive is
 * assumed set up: the connection check then decides, as before.
 */
export function useDriveConnections(userId: string | null): Record<DriveProvider, DriveState> {
  const [states, setStates] = useState<Record<DriveProvider, DriveState>>({
    google_drive: 'loading',
    one_drive: 'loading',
  });
  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    void restRequest<AuthProviders>('/auth/providers', { signal: controller.signal }).then((providers) => {
      if (controller.signal.aborted) return;
      for (const drive of DRIVE_PROVIDERS) {
        if (providers.ok && providers.data[drive] === false) {
          setStates((current) => ({ ...current, [drive]: 'not_configured' }));
          continue;
        }
        void fetchDriveConnection(drive, userId).then((result) => {
          if (controller.signal.aborted) return;
          const state: DriveState = result.ok
            ? result.data.connected
              ? 'connected'
              : 'setup'
            : 'unavailable';
          setStates((current) => ({ ...current, [drive]: state }));
        });
      }
    });
    return () => controller.abort();
  }, [userId]);
  return states;
}
