import { useMutation } from 'urql';
import { changeLanguage, type Language } from '../../../i18n/index.ts';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { notifyError } from '../../../ui/notify.ts';
import { UpdateLanguageMutation } from '../graphql/account-mutations.ts';

/**
 * Switches the display language and stores it on the signed-in user, so that their e-mails and calendar
 * feed speak it too. The screen switches at once; a failed store says so and is tried again at the next choice.
 */
export function useChooseLanguage(): (language: Language) => void {
  const [, update] = useMutation(UpdateLanguageMutation);
  return (language) => {
    changeLanguage(language);
    void update({ language }).then((result) => {
      if (result.error) notifyError(mutationErrorMessage(result.error));
    });
  };
}
