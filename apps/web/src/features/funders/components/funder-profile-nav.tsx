import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconFolder } from '@tabler/icons-react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/router-link.tsx';

/** Back (to where the user came from, else the list) and the funder's documents. */
export function FunderProfileNav({ id }: { id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const router = useRouter();

  function back() {
    if (router.history.length > 1) router.history.back();
    else void navigate({ to: '/funders' });
  }

  return (
    <Group justify="space-between">
      <Button variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={back}>
        {t('funders.profile.back')}
      </Button>
      <ButtonLink
        to="/funder/$id/documents"
        params={{ id }}
        variant="light"
        leftSection={<IconFolder size={16} aria-hidden />}
      >
        {t('funders.profile.documents')}
      </ButtonLink>
    </Group>
  );
}
