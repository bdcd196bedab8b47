import { Menu } from '@mantine/core';
import { IconBell, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useReminderPreference } from '../hooks/use-reminder-preference.ts';

/**
 * The reminder setting inside the user menu: a menuitemcheckbox (a Switch would nest an input in the
 * menu item's button). The menu stays open so the new state can be seen.
 */
export function ReminderMenuItem() {
  const { t } = useTranslation();
  const preference = useReminderPreference();
  return (
    <Menu.Item
      // Mantine fixes role="menuitem"; the root is rendered here so it can say it is a checkbox item.
      renderRoot={(props) => (
        <button type="button" {...props} role="menuitemcheckbox" aria-checked={preference.enabled} />
      )}
      closeMenuOnClick={false}
      disabled={preference.loading || preference.error || preference.saving}
      leftSection={<IconBell size={14} aria-hidden />}
      rightSection={preference.enabled ? <IconCheck size={14} aria-hidden /> : null}
      onClick={() => void preference.setEnabled(!preference.enabled)}
      maw={320}
    >
      {t('reminders.label')}
    </Menu.Item>
  );
}
