import { Anchor, Card, Center, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { env } from '../../../env.ts';

/** docs/product.md, Screens and routes: shown instead of any protected screen when the account is not authorized. */
export function FreeTrialEnded() {
  const { t } = useTranslation();
  const email = env.supportEmail;
  return (
    <Center py="xl">
      <Card withBorder padding="xl" maw={560}>
        <Title order={1} size="h2" mb="sm">
          {t('free_trial.title')}
        </Title>
        <Text>
          <Trans
            i18nKey="free_trial.body"
            values={{ email }}
            components={{ mail: <Anchor href={`mailto:${email}`} /> }}
          />
        </Text>
      </Card>
    </Center>
  );
}
