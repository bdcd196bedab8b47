import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { restErrorMessage } from '../../../lib/rest-client.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { renameProgram } from '../utils/rename-program.ts';

/** Renames a program through REST; resolves to whether it was renamed (a failure is notified). */
export function useRenameProgram() {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  async function rename(id: string, name: string): Promise<boolean> {
    setSaving(true);
    const result = await renameProgram(id, name);
    setSaving(false);
    if (!result.ok) {
      const text = t('programs.edit_name_error');
      notifyError(result.error ? `${text}: ${restErrorMessage(result)}` : text);
      return false;
    }
    notifySuccess(t('programs.name_updated'));
    return true;
  }
  return { rename, saving };
}
