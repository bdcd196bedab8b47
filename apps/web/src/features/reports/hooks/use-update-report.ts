import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { trackerMutationContext } from '../../applications/index.ts';
import { UpdateReportMutation } from '../graphql/reports.ts';
import { buildUpdateReportParams, type ReportFormState } from '../utils/report-form.ts';

/** Saves a report's form; resolves to whether it was saved (a failure is notified). */
export function useUpdateReport(id: string) {
  const { t } = useTranslation();
  const [{ fetching }, mutate] = useMutation(UpdateReportMutation);
  async function save(state: ReportFormState): Promise<boolean> {
    const result = await mutate({ id, params: buildUpdateReportParams(state) }, trackerMutationContext);
    if (result.error) {
      notifyError(mutationErrorMessage(result.error));
      return false;
    }
    notifySuccess(t('reports.updated'));
    return true;
  }
  return { save, saving: fetching };
}
