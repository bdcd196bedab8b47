import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateFunderModal } from '../../funders/components/create-funder-modal.tsx';
import { CreateProgramModal } from '../../programs/components/create-program-modal.tsx';
import { CreateGrantModal } from './create-grant-modal.tsx';

type Dialog = 'funder' | 'program' | 'grant' | null;

interface TrackerAddButtonsProps {
  organizationId: string | null;
  /** Called after a grant was created, so the page can refetch its table. */
  onGrantCreated: () => void;
}

/** Add funder / Add program / Add grant (grant list and pipeline, §2), each opening its modal. */
export function TrackerAddButtons({ organizationId, onGrantCreated }: TrackerAddButtonsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Dialog>(null);
  const close = () => setOpen(null);
  const plus = <IconPlus size={16} aria-hidden />;
  return (
    <Group mb="md">
      <Button variant="default" leftSection={plus} onClick={() => setOpen('funder')}>
        {t('grants.add_funder')}
      </Button>
      <Button variant="default" leftSection={plus} onClick={() => setOpen('program')}>
        {t('grants.add_program')}
      </Button>
      <Button leftSection={plus} onClick={() => setOpen('grant')}>
        {t('grants.add_grant')}
      </Button>
      <CreateFunderModal opened={open === 'funder'} onClose={close} organizationId={organizationId} />
      <CreateProgramModal opened={open === 'program'} onClose={close} organizationId={organizationId} />
      <CreateGrantModal
        opened={open === 'grant'}
        onClose={close}
        onCreated={() => {
          close();
          onGrantCreated();
        }}
      />
    </Group>
  );
}
