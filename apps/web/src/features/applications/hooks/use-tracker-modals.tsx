import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useOpenedOnce } from '../../../hooks/use-opened-once.ts';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { confirmAction } from '../../../ui/confirm.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { loadDeleteGrantModal } from '../../grants/index.ts';
import { loadUpdateReportModal } from '../../reports/index.ts';
import { trackerMutationContext } from '../graphql/tracker-typenames.ts';
import { DeleteApplicationMutation } from '../graphql/update-application.ts';

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
  const { t } = useTranslation();
  const [, deleteApplicationMutation] = useMutation(DeleteApplicationMutation);

  // Destructive, so it asks first (docs/architecture.md, Screens).
  const deleteApplication = async (id: string) => {
    const confirmed = await confirmAction({
      title: t('applications.delete_application'),
      message: t('applications.delete_question'),
      confirmLabel: t('applications.delete_confirm'),
      cancelLabel: t('applications.cancel'),
      confirmColor: 'error',
    });
    if (!confirmed) return;
    const result = await deleteApplicationMutation({ id }, trackerMutationContext);
    if (result.error) {
      notifyError(mutationErrorMessage(result.error));
      return;
    }
    notifySuccess(t('applications.deleted'));
    onChanged();
  };

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
