import { Center, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from './page-title.tsx';
import { AnchorLink } from './router-link.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="xs">
        <PageTitle documentTitle={t('not_found.title')}>{t('not_found.title')}</PageTitle>
        <Text c="dimmed">{t('not_found.body')}</Text>
        <AnchorLink to="/">{t('not_found.home')}</AnchorLink>
      </Stack>
    </Center>
  );
}
