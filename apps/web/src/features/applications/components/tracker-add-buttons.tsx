import { Button, Group } from '@mantine/core';
import { IconFileSpreadsheet, IconPlus } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenedOnce } from '../../../hooks/use-opened-once.ts';
import { loadCreateFunderModal } from '../../funders/index.ts';
import { loadCreateGrantModal } from '../../grants/index.ts';
import { loadCreateProgramModal } from '../../programs/index.ts';

// Each modal (forms, date inputs, selects, zod) is a chunk fetched when it opens, not with the page.
const CreateFunderModal = lazy(() => loadCreateFunderModal().then((m) => ({ default: m.CreateFunderModal })));
const CreateProgramModal = lazy(() =>
  loadCreateProgramModal().then((m) => ({
    default: m.CreateProgramModal,
  })),
);
const CreateGrantModal = lazy(() => loadCreateGrantModal().then((m) => ({ default: m.CreateGrantModal })));

type Dialog = 'funder' | 'program' | 'grant' | null;

interface TrackerAddButtonsProps {
  organizationId: string | null;
  /** Called after a grant was created, so the page can refetch its table. */
  onGrantCreated: () => void;
}

/** Add funder / Add program / Add grant (grant list and pipeline, docs/product.md, Screens and routes), each opening its modal. */
export function TrackerAddButtons({ organizationId, onGrantCreated }: TrackerAddButtonsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Dialog>(null);
  const close = () => setOpen(null);
  const funderMounted = useOpenedOnce(open === 'funder');
  const programMounted = useOpenedOnce(open === 'program');
  const grantMounted = useOpenedOnce(open === 'grant');
  const navigate = useNavigate();
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
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
        onClick={() => void navigate({ to: '/import', search: { kind: 'GRANTS' } })}
      >
        {t('spreadsheet_import.open')}
      </Button>
      <Suspense fallback={null}>
        {funderMounted && (
          <CreateFunderModal opened={open === 'funder'} onClose={close} organizationId={organizationId} />
        )}
        {programMounted && (
          <CreateProgramModal opened={open === 'program'} onClose={close} organizationId={organizationId} />
        )}
        {grantMounted && (
          <CreateGrantModal
            opened={open === 'grant'}
            onClose={close}
            onCreated={() => {
              close();
              onGrantCreated();
            }}
          />
        )}
      </Suspense>
    </Group>
  );
}
