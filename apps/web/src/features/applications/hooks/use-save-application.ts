import { DomainError } from '@grantflow/domain/shared/errors';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { domainFieldErrors } from '../../../lib/form-resolver.ts';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { trackerMutationContext } from '../graphql/tracker-typenames.ts';
import { UpdateApplicationMutation } from '../graphql/update-application.ts';
import { type ApplicationFormState, buildUpdateApplicationParams } from '../utils/application-form.ts';

/** Saves the update form as the update table says; a rule the form missed marks its field instead. */
export function useSaveApplication(
  applicationId: string,
  form: UseFormReturnType<ApplicationFormState>,
  onSaved: () => void,
) {
  const { t } = useTranslation();
  const [{ fetching: saving }, updateApplication] = useMutation(UpdateApplicationMutation);

  async function save(state: ApplicationFormState) {
    let params: ReturnType<typeof buildUpdateApplicationParams>;
    try {
      params = buildUpdateApplicationParams(state);
    } catch (error) {
      if (error instanceof DomainError) {
        form.setErrors(domainFieldErrors(error));
        notifyError(t('applications.fix_errors'));
        return;
      }
      throw error;
    }
    const result = await updateApplication({ id: applicationId, params }, trackerMutationContext);
    if (result.error) {
      notifyError(mutationErrorMessage(result.error));
      return;
    }
    notifySuccess(t('applications.updated'));
    onSaved();
  }

  return { saving, save };
}
