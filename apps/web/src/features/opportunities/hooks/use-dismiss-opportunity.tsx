import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import {
  hideNotification,
  notifyError,
  notifySuccess,
  showNotification,
  TOAST_LONG_MS,
} from '../../../ui/notify.ts';
import { DismissOpportunityMutation, RestoreOpportunityMutation } from '../graphql/opportunities.ts';

const context = { additionalTypenames: ['Opportunity', 'OpportunityPage'] };

/** "Not for us", undone from its toast's Undo button or from the opportunity's page. */
export function useDismissOpportunity() {
  const { t } = useTranslation();
  const [dismissing, dismiss] = useMutation(DismissOpportunityMutation);
  const [restoring, restore] = useMutation(RestoreOpportunityMutation);

  const showAgain = async (id: string) => {
    const result = await restore({ id }, context);
    if (result.error) notifyError(mutationErrorMessage(result.error));
    else notifySuccess(t('opportunities.restored'), 'short');
  };

  const markNotForUs = async (id: string) => {
    const result = await dismiss({ id }, context);
    if (result.error) return notifyError(mutationErrorMessage(result.error));
    const toast = `opportunity-dismissed-${id}`;
    showNotification({
      id: toast,
      color: 'success',
      title: t('notifications.success'),
      message: (
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text size="sm">{t('opportunities.dismissed')}</Text>
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => {
              hideNotification(toast);
              void showAgain(id);
            }}
          >
            {t('opportunities.undo')}
          </Button>
        </Group>
      ),
      autoClose: TOAST_LONG_MS,
      closeButtonProps: { 'aria-label': t('app.close') },
    });
  };

  return { markNotForUs, showAgain, busy: dismissing.fetching || restoring.fetching };
}
