import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import type { VariablesOf } from '../../../graphql/graphql.ts';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { CreatePreviousAwardMutation, ProgramOptionsQuery } from '../graphql/funder-profile.ts';

export type PreviousAwardVariables = VariablesOf<typeof CreatePreviousAwardMutation>;

/** The organisation's programs to pick from, loaded while the modal is open. */
export function useProgramOptions(organizationId: string | null, opened: boolean) {
  const [{ data }] = useQuery({
    query: ProgramOptionsQuery,
    variables: { organizationId },
    pause: !opened || !organizationId,
    context: useMemo(() => ({ additionalTypenames: ['Program'] }), []),
  });
  return data?.listPrograms;
}

/** Records a previous award; resolves to whether it was saved (a failure is notified). */
export function useCreatePreviousAward() {
  const { t } = useTranslation();
  const [{ fetching }, mutate] = useMutation(CreatePreviousAwardMutation);
  async function create(variables: PreviousAwardVariables): Promise<boolean> {
    const result = await mutate(variables, {
      additionalTypenames: ['Application', 'FunderProfile', 'Funder'],
    });
    if (result.error || !result.data) {
      notifyError(result.error ? mutationErrorMessage(result.error) : t('errors.unexpected'));
      return false;
    }
    notifySuccess(t('funders.previous_award.created'));
    return true;
  }
  return { create, saving: fetching };
}
