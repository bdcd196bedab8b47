import { Button, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * What a route shows when it fails to render, e.g. its chunk is still missing after the one reload of
 * lib/chunk-loader.ts: the catalogue's 'Something went wrong' and a way to try again by hand.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Stack align="center" py="xl" gap="sm" role="alert">
      <Title order={1} size="h3">
        {t('errors.unexpected')}
      </Title>
      <Button variant="light" onClick={() => window.location.reload()}>
        {t('header_layout.retry')}
      </Button>
    </Stack>
  );
}
