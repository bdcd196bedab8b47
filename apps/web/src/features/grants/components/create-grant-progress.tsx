import { Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CREATE_GRANT_STEPS } from '../utils/create-grant-form.ts';

/** "Step n of 3 · name" over the create-grant progress bar. */
export function CreateGrantProgress({ step }: { step: number }) {
  const { t } = useTranslation();
  const current = CREATE_GRANT_STEPS[step] ?? 'funder';
  return (
    <div>
      <Text size="sm" fw={600}>
        {t('create_grant.step_of', { step: step + 1, total: CREATE_GRANT_STEPS.length })} ·{' '}
        {t(`create_grant.steps.${current}`)}
      </Text>
      <Progress
        value={((step + 1) / CREATE_GRANT_STEPS.length) * 100}
        mt={4}
        aria-label={t('create_grant.progress')}
      />
    </div>
  );
}
