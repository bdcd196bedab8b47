import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import type { VariablesOf } from '../../../graphql/graphql.ts';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { CreateProgramMutation } from '../graphql/programs.ts';

/** Creates a program; resolves to whether it was created (a failure is notified). */
export function useCreateProgram() {
  const { t } = useTranslation();
  const [{ fetching }, mutate] = useMutation(CreateProgramMutation);
  async function create(variables: VariablesOf<typeof CreateProgramMutation>): Promise<boolean> {
    const result = await mutate(variables, { additionalTypenames: ['Program'] });
    if (result.error || !result.data) {
      notifyError(result.error ? mutationErrorMessage(result.error) : t('errors.unexpected'));
      return false;
    }
    notifySuccess(t('create_program.success'));
    return true;
  }
  return { create, creating: fetching };
}
