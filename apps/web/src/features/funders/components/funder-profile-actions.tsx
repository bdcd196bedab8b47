import { Button, Group } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../ui/confirm.tsx';
import type { FunderDetails } from '../graphql/funder-profile.ts';
import { useDeleteFunder } from '../hooks/use-delete-funder.ts';
import { useUpdateFunder } from '../hooks/use-update-funder.ts';

interface FunderProfileActionsProps {
  /** The page's funder id, as the address has it. */
  id: string;
  funder: FunderDetails;
}

/** Pause/resume and delete (after a confirmation) of the funder on its page. */
export function FunderProfileActions({ id, funder }: FunderProfileActionsProps) {
  const { t } = useTranslation();
  const { save, saving } = useUpdateFunder(id);
  const { remove, deleting } = useDeleteFunder(id);

  function togglePause() {
    const isPaused = !funder.isPaused;
    void save({ isPaused }, t(isPaused ? 'funders.profile.paused' : 'funders.profile.resumed'));
  }

  async function confirmDelete() {
    const confirmed = await confirmAction({
      title: t('funders.profile.delete_title'),
      message: t('funders.profile.delete_body', { name: funder.name }),
      confirmLabel: t('funders.profile.confirm_delete'),
      cancelLabel: t('funders.profile.cancel'),
      confirmColor: 'error.8',
    });
    if (confirmed) await remove();
  }

  return (
    <Group>
      <Button
        variant="default"
        loading={saving}
        onClick={togglePause}
        leftSection={
          funder.isPaused ? (
            <IconPlayerPlay size={16} aria-hidden />
          ) : (
            <IconPlayerPause size={16} aria-hidden />
          )
        }
      >
        {t(funder.isPaused ? 'funders.profile.resume' : 'funders.profile.pause')}
      </Button>
      <Button
        color="error.8"
        variant="outline"
        loading={deleting}
        onClick={confirmDelete}
        leftSection={<IconTrash size={16} aria-hidden />}
      >
        {t('funders.profile.delete')}
      </Button>
    </Group>
  );
}
