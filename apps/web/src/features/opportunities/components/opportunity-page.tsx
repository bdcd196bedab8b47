import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { LoadingStatus } from '../../../ui/loading-status.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { AnchorLink } from '../../../ui/router-link.tsx';
import { OpportunityQuery } from '../graphql/opportunities.ts';
import { OpportunityActions } from './opportunity-actions.tsx';
import { MatchReasons, StatusBadges } from './opportunity-badges.tsx';
import { OpportunityFacts } from './opportunity-facts.tsx';

const route = getRouteApi('/opportunities/$id');

const context = { additionalTypenames: ['Opportunity'] };

export function OpportunityPage() {
  const { t } = useTranslation();
  const { id } = route.useParams();
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: OpportunityQuery,
    variables: { id },
    context,
  });
  const opportunity = data?.getOpportunity ?? null;
  const notFound = error?.graphQLErrors.some((e) => e.extensions?.code === 'OPPORTUNITY_NOT_FOUND') ?? false;

  const back = (
    <AnchorLink to="/opportunities" size="sm" display="inline-flex" style={{ alignItems: 'center', gap: 4 }}>
      <IconArrowLeft size={14} aria-hidden />
      {t('opportunities.back')}
    </AnchorLink>
  );

  if (!opportunity) {
    return (
      <Stack>
        {back}
        {fetching || !error ? (
          <LoadingStatus py="xl" />
        ) : (
          <Alert
            color="error"
            role="alert"
            title={t(notFound ? 'opportunities.not_found' : 'opportunities.detail_load_error')}
          >
            {!notFound && (
              <Button size="xs" variant="light" onClick={() => reexecute({ requestPolicy: 'network-only' })}>
                {t('opportunities.retry')}
              </Button>
            )}
          </Alert>
        )}
      </Stack>
    );
  }

  return (
    <Stack>
      {back}
      <div>
        <PageTitle documentTitle={opportunity.title}>{opportunity.title}</PageTitle>
        <Group gap="xs">
          <StatusBadges status={opportunity.status} tracked={opportunity.tracked} />
          {opportunity.dismissed && (
            <Badge variant="outline" color="gray" c="dark.6" style={{ textTransform: 'none' }}>
              {t('opportunities.dismissed_badge')}
            </Badge>
          )}
        </Group>
      </div>
      <OpportunityActions opportunity={opportunity} />
      <MatchReasons reasons={opportunity.matchReasons} />
      <OpportunityFacts opportunity={opportunity} />
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="opportunity-synopsis">
        <Title order={2} size="h4" mb="sm" id="opportunity-synopsis">
          {t('opportunities.synopsis')}
        </Title>
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{opportunity.synopsis}</Text>
      </Card>
    </Stack>
  );
}
