import { RELOAD_AFTER_SUCCESS_MS } from '@grantflow/domain/constants/timing';
import { useMutation } from 'urql';
import type { VariablesOf } from '../../../graphql/graphql.ts';
import { i18n } from '../../../i18n/index.ts';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { UpdateFunderMutation } from '../graphql/funders.ts';

export type FunderUpdateParams = VariablesOf<typeof UpdateFunderMutation>['params'];

/** Saves a funder and reloads the page a second later, as the contract asks after a funder save (docs/product.md, Screens and routes). */
export function useUpdateFunder(id: string) {
  const [{ fetching }, mutate] = useMutation(UpdateFunderMutation);
  async function save(params: FunderUpdateParams, successMessage: string): Promise<boolean> {
    const result = await mutate({ id, params }, { additionalTypenames: ['Funder', 'FunderProfile'] });
    if (result.error || !result.data) {
      notifyError(result.error ? mutationErrorMessage(result.error) : i18n.t('errors.unexpected'));
      return false;
    }
    notifySuccess(successMessage);
    window.setTimeout(() => window.location.reload(), RELOAD_AFTER_SUCCESS_MS);
    return true;
  }
  return { save, saving: fetching };
}
