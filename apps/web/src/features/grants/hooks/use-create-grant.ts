import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import type { VariablesOf } from '../../../graphql/graphql.ts';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { trackerMutationContext } from '../../applications/index.ts';
import { CreateGrantMutation } from '../graphql/grant-mutations.ts';

/** Creates a grant; resolves to whether it was created (a failure is notified). */
export function useCreateGrant() {
  const { t } = useTranslation();
  const [{ fetching }, mutate] = useMutation(CreateGrantMutation);
  async function create(variables: VariablesOf<typeof CreateGrantMutation>): Promise<boolean> {
    const result = await mutate(variables, trackerMutationContext);
    if (result.error) {
      notifyError(mutationErrorMessage(result.error));
      return false;
    }
    notifySuccess(t('create_grant.success'));
    return true;
  }
  return { create, saving: fetching };
}
