import { IMPORT_POLLING_MS } from '@grantflow/domain/constants/timing';
import { DRIVE_PROVIDERS, type DriveProvider } from '@grantflow/domain/shared/enums';
import type { ImportJobRow } from '@grantflow/validation/drive-wire';
import { useCallback, useState } from 'react';
import { fetchImportJobs } from '../utils/drive-api.ts';
import { mergeImportJobs } from '../utils/import-jobs.ts';
import { usePolling } from './use-polling.ts';

export type DriveImportJob = ImportJobRow & { drive: DriveProvider };

/** Both drives' import jobs, newest first, asked again every 2 s while `active`; `null` until the first answer. */
export function useImportHistory(funderId: string, active: boolean) {
  const [jobs, setJobs] = useState<DriveImportJob[] | null>(null);
  const [failed, setFailed] = useState(false);

  const poll = useCallback(
    async (signal: AbortSignal) => {
      const answers = await Promise.all(DRIVE_PROVIDERS.map((drive) => fetchImportJobs(drive, funderId)));
      if (signal.aborted) return;
      const lists = DRIVE_PROVIDERS.map((drive, index) => {
        const answer = answers[index];
        return { drive, jobs: answer?.ok ? answer.data : [] };
      });
      // A drive whose importer is not configured answers with an error: the other drive's history still shows.
      setFailed(answers.every((answer) => !answer.ok));
      setJobs(mergeImportJobs(lists));
    },
    [funderId],
  );
  usePolling(poll, IMPORT_POLLING_MS.history, active);

  return { jobs, failed, retry: () => void poll(new AbortController().signal) };
}
