import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { fetchAuthorizedFile, saveBlob } from '../../../lib/download.ts';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { GetSpreadsheetImportQuery, UndoSpreadsheetMutation } from '../graphql/spreadsheet-import.ts';

const POLL_MS = 1000;

/** A started import, polled each second while it runs; its skipped rows' download and its undo. */
export function useSpreadsheetImport(id: string) {
  const { t } = useTranslation();
  const [result, refetch] = useQuery({
    query: GetSpreadsheetImportQuery,
    variables: { id },
    requestPolicy: 'network-only',
  });
  const state = result.data?.getSpreadsheetImport ?? null;
  const running = !state || state.status === 'PENDING' || state.status === 'IN_PROGRESS';
  useEffect(() => {
    if (!running || result.error) return;
    const timer = setTimeout(() => refetch({ requestPolicy: 'network-only' }), POLL_MS);
    return () => clearTimeout(timer);
  }, [running, result.error, refetch]);
  const [{ fetching: undoing }, undoMutation] = useMutation(UndoSpreadsheetMutation);

  async function undo(): Promise<void> {
    const answer = await undoMutation({ id }, { additionalTypenames: ['Funder', 'Grant', 'Application'] });
    if (answer.error) {
      notifyError(mutationErrorMessage(answer.error));
      return;
    }
    notifySuccess(t('spreadsheet_import.undo_done'));
    refetch({ requestPolicy: 'network-only' });
  }

  async function downloadSkipped(): Promise<void> {
    if (!state) return;
    const file = await fetchAuthorizedFile(state.skippedRowsUrl);
    if (!file.ok) {
      notifyError(file.error);
      return;
    }
    saveBlob(file.blob, file.fileName ?? 'skipped-rows.xlsx');
  }

  return { state, error: result.error, running, undo, undoing, downloadSkipped };
}
