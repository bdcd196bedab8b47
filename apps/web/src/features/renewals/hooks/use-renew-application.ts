import { useTranslation } from 'react-i18next';
import { useClient, useMutation } from 'urql';
import { displayDate } from '../../../lib/display.ts';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { offerTaskCopy } from '../../tasks/index.ts';
import { RenewApplicationMutation, type RenewalRow } from '../graphql/renewals.ts';

/**
 * Renews a due application, then offers to copy its tasks; resolves to whether it was renewed (a failure is
 * notified).
 */
export function useRenewApplication() {
  const { t } = useTranslation();
  const client = useClient();
  const [{ fetching, operation }, mutate] = useMutation(RenewApplicationMutation);
  async function renew(row: RenewalRow): Promise<boolean> {
    const result = await mutate(
      { id: row.application.id },
      { additionalTypenames: ['Application', 'Renewal', 'FunderProfile'] },
    );
    if (result.error || !result.data) {
      notifyError(result.error ? mutationErrorMessage(result.error) : t('errors.unexpected'));
      return false;
    }
    notifySuccess(
      t('renewals.renewed', {
        funder: row.application.grant.funder.name,
        date: displayDate(result.data.renewApplication.deadline),
      }),
    );
    // Last cycle's tasks come along only when the user says so (docs/product.md, Tasks).
    await offerTaskCopy(client, row.application.id, result.data.renewApplication.id);
    return true;
  }
  /** The application being renewed, while the call runs. */
  const renewingId = fetching ? (operation?.variables.id ?? null) : null;
  return { renew, renewing: fetching, renewingId };
}
