import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { displayDate } from '../../../lib/display.ts';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { RenewApplicationMutation, type RenewalRow } from '../graphql/renewals.ts';

/** Renews a due application; resolves to whether it was renewed (a failure is notified). */
export function useRenewApplication() {
  const { t } = useTranslation();
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
    return true;
  }
  /** The application being renewed, while the call runs. */
  const renewingId = fetching ? (operation?.variables.id ?? null) : null;
  return { renew, renewing: fetching, renewingId };
}
