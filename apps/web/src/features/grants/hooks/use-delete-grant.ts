import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { trackerMutationContext } from '../../applications/index.ts';
import { DeleteGrantMutation } from '../graphql/grant-mutations.ts';

/** Deletes a grant with its applications; resolves to whether it was deleted (a failure is notified). */
export function useDeleteGrant() {
  const { t } = useTranslation();
  const [{ fetching }, mutate] = useMutation(DeleteGrantMutation);
  async function remove(id: string): Promise<boolean> {
    const result = await mutate({ id }, trackerMutationContext);
    if (result.error) {
      notifyError(mutationErrorMessage(result.error));
      return false;
    }
    notifySuccess(t('grants.delete.deleted'));
    return true;
  }
  return { remove, deleting: fetching };
}
