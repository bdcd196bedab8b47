import type { DriveProvider } from '@grantflow/domain/shared/enums';
import type { DriveItem } from '@grantflow/validation/drive-wire';
import { useCallback, useEffect, useState } from 'react';
import { notifyError } from '../../../ui/notify.ts';
import { browseDrive } from '../utils/drive-api.ts';

export interface DriveCrumb {
  id: string;
  name: string;
}

interface Listing {
  items: DriveItem[];
  next: string | null;
}

/**
 * The drive folder the browser shows (`/api/{drive}/browse`), page by page: `trail` leads from the drive's root
 * to it; a failed first page shows the error state, a failed further page a toast.
 */
export function useDriveListing(drive: DriveProvider, rootName: string) {
  const [trail, setTrail] = useState<DriveCrumb[]>([{ id: '', name: rootName }]);
  const [listing, setListing] = useState<Listing | null>(null);
  const [failed, setFailed] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const folderId = trail[trail.length - 1]?.id ?? '';

  const load = useCallback(
    async (pageToken: string | null) => {
      const result = await browseDrive(drive, folderId, pageToken);
      if (!result.ok) {
        if (pageToken) notifyError(result.error);
        else setFailed(true);
        return;
      }
      setFailed(false);
      setListing((current) => ({
        items: pageToken && current ? [...current.items, ...result.data.items] : result.data.items,
        next: result.data.next_page_token,
      }));
    },
    [drive, folderId],
  );

  useEffect(() => {
    setListing(null);
    void load(null);
  }, [load]);

  async function loadMore(pageToken: string | null) {
    setLoadingMore(true);
    await load(pageToken);
    setLoadingMore(false);
  }

  return { trail, setTrail, listing, failed, loadingMore, retry: () => void load(null), loadMore };
}
