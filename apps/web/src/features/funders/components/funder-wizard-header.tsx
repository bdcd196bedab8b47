import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FUNDER_WIZARD_STEP_COUNT, wizardProgress } from '../utils/wizard-steps.ts';

const STEP_TITLES = ['funders.wizard.personal', 'funders.wizard.address'] as const;

/** The step's title, "Step n of m" and the progress bar. */
export function FunderWizardHeader({ step }: { step: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text fw={600}>{t(STEP_TITLES[step] ?? STEP_TITLES[0])}</Text>
        <Text size="sm" c="dimmed">
          {t('funders.wizard.step', { current: step + 1, total: FUNDER_WIZARD_STEP_COUNT })}
        </Text>
      </Group>
      <Progress value={wizardProgress(step)} aria-label={t('funders.wizard.progress')} />
    </Stack>
  );
}
