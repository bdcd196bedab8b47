import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useReminderPreference } from '../hooks/use-reminder-preference.ts';

/** The calendar page's reminder switch (the user menu has the same setting as a menu item). */
export function ReminderSwitch() {
  const { t } = useTranslation();
  const preference = useReminderPreference();
  return (
    <Switch
      label={t('reminders.label')}
      description={preference.error ? t('reminders.load_error') : t('reminders.description')}
      checked={preference.enabled}
      disabled={preference.loading || preference.error}
      onChange={(event) => void preference.setEnabled(event.currentTarget.checked)}
      data-testid="reminder-switch"
    />
  );
}
