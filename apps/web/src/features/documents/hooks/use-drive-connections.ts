import { DRIVE_PROVIDERS, type DriveProvider } from '@grantflow/domain/shared/enums';
import { useEffect, useState } from 'react';
import { fetchDriveConnection } from '../utils/drive-api.ts';

/** 'loading' until asked; 'setup' when not connected; 'unavailable' when the importer did not answer. */
export type DriveState = 'loading' | 'connected' | 'setup' | 'unavailable';

/** Whether each drive is connected for the user (`/api/{drive}/token/{userId}`), asked once per user. */
export function useDriveConnections(userId: string | null): Record<DriveProvider, DriveState> {
  const [states, setStates] = useState<Record<DriveProvider, DriveState>>({
    google_drive: 'loading',
    one_drive: 'loading',
  });
  useEffect(() => {
    if (!userId) return;
    let live = true;
    for (const drive of DRIVE_PROVIDERS) {
      void fetchDriveConnection(drive, userId).then((result) => {
        if (!live) return;
        const state: DriveState = result.ok ? (result.data.connected ? 'connected' : 'setup') : 'unavailable';
        setStates((current) => ({ ...current, [drive]: state }));
      });
    }
    return () => {
      live = false;
    };
  }, [userId]);
  return states;
}
