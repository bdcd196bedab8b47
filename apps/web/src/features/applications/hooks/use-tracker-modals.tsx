import { lazy, Suspense, useState } from 'react';
import { useOpenedOnce } from '../../../hooks/use-opened-once.ts';
import { loadDeleteGrantModal } from '../../grants/index.ts';
import { loadUpdateReportModal } from '../../reports/index.ts';
import { useDeleteApplication } from './use-delete-application.ts';

// The row modals are chunks fetched when one first opens (then kept mounted), not with the tracker page.
const DeleteGrantModal = lazy(() => loadDeleteGrantModal().then((m) => ({ default: m.DeleteGrantModal })));
const UpdateReportModal = lazy(() => loadUpdateReportModal().then((m) => ({ default: m.UpdateReportModal })));
const UpdateApplicationModal = lazy(() =>
  import('../components/update-application-modal.tsx').then((m) => ({ default: m.UpdateApplicationModal })),
);

/** The modals a tracker table opens from a row; `onChanged` refetches the table after a save or delete. */
export function useTrackerModals(onChanged: () => void) {
  const [applicationId, setApplicationId] = useState<string | null>(null);
  const [reportId, setReportId] = useState<string | null>(null);
  const [grantId, setGrantId] = useState<string | null>(null);
  const applicationMounted = useOpenedOnce(applicationId !== null);
  const reportMounted = useOpenedOnce(reportId !== null);
  const grantMounted = useOpenedOnce(grantId !== null);
  const deleteApplication = useDeleteApplication(onChanged);

  const done = (close: () => void) => () => {
    close();
    onChanged();
  };

  const modals = (
    <Suspense fallback={null}>
      {applicationMounted && (
        <UpdateApplicationModal
          applicationId={applicationId}
          onClose={() => setApplicationId(null)}
          onSaved={done(() => setApplicationId(null))}
        />
      )}
      {reportMounted && (
        <UpdateReportModal
          reportId={reportId}
          onClose={() => setReportId(null)}
          onSaved={done(() => setReportId(null))}
        />
      )}
      {grantMounted && (
        <DeleteGrantModal
          grantId={grantId}
          onClose={() => setGrantId(null)}
          onDeleted={done(() => setGrantId(null))}
        />
      )}
    </Suspense>
  );

  return {
    editApplication: setApplicationId,
    updateReport: setReportId,
    deleteApplication,
    deleteGrant: setGrantId,
    modals,
  };
}
