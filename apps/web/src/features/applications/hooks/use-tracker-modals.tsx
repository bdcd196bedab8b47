import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { confirmAction } from '../../../ui/confirm.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { DeleteGrantModal } from '../../grants/components/delete-grant-modal.tsx';
import { UpdateReportModal } from '../../reports/components/update-report-modal.tsx';
import { UpdateApplicationModal } from '../components/update-application-modal.tsx';
import { trackerMutationContext } from '../graphql/tracker-typenames.ts';
import { DeleteApplicationMutation } from '../graphql/update-application.ts';

/** The modals a tracker table opens from a row; `onChanged` refetches the table after a save or delete. */
export function useTrackerModals(onChanged: () => void) {
  const [applicationId, setApplicationId] = useState<string | null>(null);
  const [reportId, setReportId] = useState<string | null>(null);
  const [grantId, setGrantId] = useState<string | null>(null);
  const { t } = useTranslation();
  const [, deleteApplicationMutation] = useMutation(DeleteApplicationMutation);

  // Destructive, so it asks first (DESIGN §7).
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
    <>
      <UpdateApplicationModal
        applicationId={applicationId}
        onClose={() => setApplicationId(null)}
        onSaved={done(() => setApplicationId(null))}
      />
      <UpdateReportModal
        reportId={reportId}
        onClose={() => setReportId(null)}
        onSaved={done(() => setReportId(null))}
      />
      <DeleteGrantModal
        grantId={grantId}
        onClose={() => setGrantId(null)}
        onDeleted={done(() => setGrantId(null))}
      />
    </>
  );

  return {
    editApplication: setApplicationId,
    updateReport: setReportId,
    deleteApplication,
    deleteGrant: setGrantId,
    modals,
  };
}
