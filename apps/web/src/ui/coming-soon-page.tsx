import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PageTitleKey } from '../i18n/messages.ts';
import { PageTitle } from './page-title.tsx';

/** Stand-in for a screen that a later release builds: its title and an honest notice, no sample data. */
export function ComingSoonPage({ titleKey }: { titleKey: PageTitleKey }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  return (
    <Stack>
      <PageTitle documentTitle={title}>{title}</PageTitle>
      <Card withBorder padding="lg" maw={640}>
        <Title order={2} size="h4" mb="xs">
          {t('coming_soon.title')}
        </Title>
        <Text c="dimmed">{t('coming_soon.body')}</Text>
      </Card>
    </Stack>
  );
}
