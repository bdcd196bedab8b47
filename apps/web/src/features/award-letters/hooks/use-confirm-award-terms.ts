import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { type AwardTermsInput, ConfirmAwardTermsMutation } from '../graphql/award-letters.ts';

/** Stores the kept terms; resolves to whether they were stored (a failure is notified). */
export function useConfirmAwardTerms(applicationId: string) {
  const { t } = useTranslation();
  const [{ fetching }, mutate] = useMutation(ConfirmAwardTermsMutation);
  async function confirm(input: AwardTermsInput): Promise<boolean> {
    const result = await mutate(
      { applicationId, input },
      // The Report Center, the funder profile (notes, awards) and the application lists read what changed.
      { additionalTypenames: ['Application', 'Report', 'ReportPage', 'Funder', 'FunderProfile'] },
    );
    if (result.error || !result.data) {
      notifyError(result.error ? mutationErrorMessage(result.error) : t('errors.unexpected'));
      return false;
    }
    notifySuccess(
      t('award_letters.stored', { reports: input.reports.length, conditions: input.conditions.length }),
    );
    return true;
  }
  return { confirm, confirming: fetching };
}
