import type { DriveProvider } from '@grantflow/domain/shared/enums';
import type { DriveItem } from '@grantflow/validation/drive-wire';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { startImport } from '../utils/drive-api.ts';

interface DriveImportTarget {
  drive: DriveProvider;
  funderId: string;
  userId: string;
  /** The documents folder the picked items land in. */
  path: string;
  onImportStarted: () => void;
  onClose: () => void;
}

/** The drive items picked in the browser and their import (a folder recursively) into the documents folder. */
export function useDriveImport({
  drive,
  funderId,
  userId,
  path,
  onImportStarted,
  onClose,
}: DriveImportTarget) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Map<string, DriveItem>>(new Map());
  const [importing, setImporting] = useState(false);

  function toggle(item: DriveItem) {
    setChosen((current) => {
      const next = new Map(current);
      if (next.has(item.id)) next.delete(item.id);
      else next.set(item.id, item);
      return next;
    });
  }

  async function importChosen() {
    setImporting(true);
    const items = Array.from(chosen.values());
    const results = await Promise.all(
      items.map((item) =>
        startImport(drive, {
          doc_id: item.id,
          doc_name: item.name,
          doc_mime_type: item.mime_type,
          doc_size: item.size,
          doc_type: item.is_folder ? 'folder' : 'file',
          user_id: userId,
          funder_id: funderId,
          path,
        }),
      ),
    );
    setImporting(false);
    onImportStarted();
    // docs/product.md, Messages and error codes: a refused import shows the server's message as an error toast.
    const refusals = results.flatMap((result) => (result.ok ? [] : [result.error]));
    for (const message of new Set(refusals)) notifyError(message);
    if (refusals.length < results.length) {
      const accepted = results.find((result) => result.ok);
      notifySuccess((accepted?.ok && accepted.data) || t('documents.drive.import_started'));
      onClose();
    }
  }

  return { chosen, toggle, importing, importChosen };
}
