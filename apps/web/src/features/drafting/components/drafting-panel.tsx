import { Button, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraftWorkspace } from './draft-workspace.tsx';

/** "Draft with the assistant" under the application dialog's form: opens the drafting dialog. */
export function DraftingPanel({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Stack gap={4} mt="md" pt="md" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Button
        variant="light"
        leftSection={<IconSparkles size={16} aria-hidden />}
        onClick={() => setOpened(true)}
        data-testid="draft-open"
      >
        {t('drafting.open')}
      </Button>
      <Text size="xs" c="dimmed">
        {t('drafting.open_hint')}
      </Text>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('drafting.title')}
        size="xl"
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': t('app.close') }}
      >
        {/* Mounted per opening: the drafts are read afresh (their file links are signed on each read). */}
        {opened && <DraftWorkspace applicationId={applicationId} />}
      </Modal>
    </Stack>
  );
}
