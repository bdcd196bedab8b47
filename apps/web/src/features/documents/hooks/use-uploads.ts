import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { sendUpload } from '../utils/upload-file.ts';
import type { PlannedUpload } from '../utils/upload-plan.ts';
import {
  initialEntries,
  runUploadQueue,
  summarize,
  type UploadEntry,
  updateEntry,
} from '../utils/upload-queue.ts';

/**
 * Sends the planned uploads once, one per file, and keeps each file's progress and outcome; a toast sums them
 * up and `onFinished` runs once every file has settled. `cancel` stops the files not yet sent.
 */
export function useUploads(funderId: string, uploads: PlannedUpload<File>[], onFinished: () => void) {
  const { t } = useTranslation();
  const [entries, setEntries] = useState<UploadEntry[]>(() => initialEntries(uploads.map((u) => u.label)));
  const started = useRef(false);
  const abort = useRef(new AbortController());
  const finished = useRef(onFinished);
  finished.current = onFinished;

  useEffect(() => {
    // Once per modal: React's development double effect must not send every file twice.
    if (started.current) return;
    started.current = true;
    const signal = abort.current.signal;
    let latest = initialEntries(uploads.map((u) => u.label));
    void runUploadQueue(
      uploads,
      async (upload, onProgress) => {
        if (signal.aborted) return { ok: false, error: t('documents.upload.cancelled') };
        const outcome = await sendUpload(
          { funderId, folder: upload.folder, file: upload.file },
          onProgress,
          signal,
        );
        return outcome.ok ? { ok: true } : outcome;
      },
      (key, change) => {
        latest = updateEntry(latest, key, change);
        setEntries(latest);
      },
    ).then(() => {
      const result = summarize(latest);
      if (result.failed > 0) notifyError(t('documents.upload.some_failed'));
      else if (result.done === 1) notifySuccess(t('documents.upload.success'));
      else notifySuccess(t('documents.upload.all_success', { count: result.done }));
      finished.current();
    });
  }, [uploads, funderId, t]);

  return { entries, cancel: () => abort.current.abort() };
}
