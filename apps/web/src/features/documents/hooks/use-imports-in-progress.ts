import { IMPORT_POLLING_MS } from '@grantflow/domain/constants/timing';
import { DRIVE_PROVIDERS } from '@grantflow/domain/shared/enums';
import { useCallback, useRef, useState } from 'react';
import { fetchAnyInProgress } from '../utils/drive-api.ts';
import { usePolling } from './use-polling.ts';

/**
 * The in-progress indicator (docs/product.md, Funder documents and cloud drives; Constants and limits): both drives' `/any-in-progress` every 25 s. When imports that were
 * running have all finished, `onSettled` refreshes the folder so the imported files appear.
 */
export function useImportsInProgress(funderId: string, onSettled: () => void) {
  const [inProgress, setInProgress] = useState(false);
  const [checks, setChecks] = useState(0);
  const was = useRef(false);
  const settled = useRef(onSettled);
  settled.current = onSettled;

  const poll = useCallback(
    async (signal: AbortSignal) => {
      const answers = await Promise.all(DRIVE_PROVIDERS.map((drive) => fetchAnyInProgress(drive, funderId)));
      if (signal.aborted) return;
      // A drive whose check failed (importer down, drive not configured) counts as idle: no false alarm.
      const running = answers.some((answer) => answer.ok && answer.data);
      if (was.current && !running) settled.current();
      was.current = running;
      setInProgress(running);
    },
    [funderId],
  );
  // `checks` restarts the polling at once: after an import is started the indicator need not wait 25 s.
  usePolling(poll, IMPORT_POLLING_MS.inProgress, true, checks);
  const refresh = useCallback(() => setChecks((n) => n + 1), []);
  return { inProgress, refresh };
}
