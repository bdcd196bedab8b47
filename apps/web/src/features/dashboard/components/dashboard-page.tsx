import { Alert, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useCurrentUser } from '../../auth/hooks/use-current-user.ts';

/** Shell of the dashboard: the charts and summaries arrive with the dashboard release. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const organization = user?.organization;

  return (
    <Stack>
      <PageTitle documentTitle={t('pages.dashboard')}>{t('dashboard.title')}</PageTitle>
      {organization && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} maw={720}>
          <Card withBorder>
            <Text size="sm" c="dimmed">
              {t('dashboard.organization')}
            </Text>
            <Text fw={600} size="lg" data-testid="dashboard-organization">
              {organization.name}
            </Text>
          </Card>
          <Card withBorder>
            <Text size="sm" c="dimmed">
              {t('dashboard.fiscal_year')}
            </Text>
            <Group>
              <Text fw={600} size="lg" data-testid="dashboard-fiscal-year">
                {t('dashboard.fy', { year: organization.currentFiscalYear })}
              </Text>
            </Group>
          </Card>
        </SimpleGrid>
      )}
      <Alert variant="light" color="brand" maw={720} title={t('coming_soon.title')}>
        {t('dashboard.coming')}
      </Alert>
    </Stack>
  );
}
