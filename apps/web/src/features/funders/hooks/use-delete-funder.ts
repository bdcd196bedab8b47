import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { DeleteFunderMutation } from '../graphql/funders.ts';

/** Deletes a funder and goes back to the list. */
export function useDeleteFunder(id: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [{ fetching }, mutate] = useMutation(DeleteFunderMutation);
  async function remove(): Promise<void> {
    const result = await mutate({ id }, { additionalTypenames: ['Funder', 'FunderPage'] });
    if (result.error) {
      notifyError(mutationErrorMessage(result.error));
      return;
    }
    notifySuccess(t('funders.profile.deleted'));
    void navigate({ to: '/funders' });
  }
  return { remove, deleting: fetching };
}
