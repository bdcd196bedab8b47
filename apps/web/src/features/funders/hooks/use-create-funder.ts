import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import type { VariablesOf } from '../../../graphql/graphql.ts';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { CreateFunderMutation } from '../graphql/funders.ts';

export type FunderCreateParams = VariablesOf<typeof CreateFunderMutation>['params'];

/** Creates a funder; resolves to its id ('' when the API gave none), or null after a failure it notified. */
export function useCreateFunder() {
  const { t } = useTranslation();
  const [{ fetching }, mutate] = useMutation(CreateFunderMutation);
  async function create(params: FunderCreateParams): Promise<string | null> {
    const result = await mutate({ params }, { additionalTypenames: ['Funder', 'FunderPage'] });
    if (result.error || !result.data) {
      notifyError(result.error ? mutationErrorMessage(result.error) : t('errors.unexpected'));
      return null;
    }
    notifySuccess(t('funders.wizard.created'));
    return result.data.createFunder.id;
  }
  return { create, creating: fetching };
}
