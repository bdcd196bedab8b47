import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { DeleteProgramMutation } from '../graphql/programs.ts';

/** Deletes a program and says how it went. */
export function useDeleteProgram() {
  const { t } = useTranslation();
  const [, mutate] = useMutation(DeleteProgramMutation);
  return async function remove(id: string): Promise<void> {
    const result = await mutate({ id }, { additionalTypenames: ['Program'] });
    if (result.error) notifyError(mutationErrorMessage(result.error));
    else notifySuccess(t('programs.deleted'));
  };
}
