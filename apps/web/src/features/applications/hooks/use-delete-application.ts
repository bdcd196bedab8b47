import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { confirmAction } from '../../../ui/confirm.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { trackerMutationContext } from '../graphql/tracker-typenames.ts';
import { DeleteApplicationMutation } from '../graphql/update-application.ts';

/** Deletes an application after asking, as anything destructive does (docs/architecture.md, Screens). */
export function useDeleteApplication(onDeleted: () => void) {
  const { t } = useTranslation();
  const [, deleteApplicationMutation] = useMutation(DeleteApplicationMutation);

  return async (id: string) => {
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
    onDeleted();
  };
}
