import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import type { VariablesOf } from '../../../graphql/graphql.ts';
import { graphqlErrorText } from '../../../lib/mutation-error.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { UpdateProgramYearlyGoalMutation } from '../graphql/programs.ts';

/** Saves a program's yearly goal; resolves to whether it was saved (a failure is notified with its detail). */
export function useUpdateProgramGoal() {
  const { t } = useTranslation();
  const [{ fetching }, mutate] = useMutation(UpdateProgramYearlyGoalMutation);
  async function update(variables: VariablesOf<typeof UpdateProgramYearlyGoalMutation>): Promise<boolean> {
    const result = await mutate(variables, { additionalTypenames: ['Program'] });
    if (result.error || !result.data) {
      const detail = graphqlErrorText(result.error);
      const text = t('programs.edit_year_goal_error');
      notifyError(detail ? `${text}: ${detail}` : text);
      return false;
    }
    notifySuccess(t('programs.goal_updated'));
    return true;
  }
  return { update, saving: fetching };
}
