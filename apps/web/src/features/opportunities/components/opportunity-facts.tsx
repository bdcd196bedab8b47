import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import type { OpportunityDetails } from '../graphql/opportunities.ts';
import { awardAmount } from '../utils/award-range.ts';
import { DaysLeftBadge } from './days-left-badge.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600} component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** Grants.gov's applicant types by name, one per line; a code without a known name as it came. */
function Eligibility({ codes, none }: { codes: readonly string[]; none: string }) {
  const { t, i18n } = useTranslation();
  if (codes.length === 0) return <>{none}</>;
  return (
    <Stack gap={2} component="span">
      {codes.map((code) => {
        const key = `opportunities.eligibility_codes.${code}`;
        return (
          <span key={code}>{i18n.exists(key) ? t(key as 'opportunities.eligibility_codes.12') : code}</span>
        );
      })}
    </Stack>
  );
}

function Codes({ codes, none }: { codes: readonly string[]; none: string }) {
  if (codes.length === 0) return <>{none}</>;
  return (
    <Group gap={4} component="span">
      {codes.map((code) => (
        <Badge key={code} variant="outline" color="gray" c="dark.6" style={{ textTransform: 'none' }}>
          {code}
        </Badge>
      ))}
    </Group>
  );
}

/** The opportunity's dates, award range, agency, eligibility and ALNs, and the official notice. */
export function OpportunityFacts({ opportunity }: { opportunity: OpportunityDetails }) {
  const { t, i18n } = useTranslation();
  const unstated = t('opportunities.award_unstated');
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="opportunity-details">
      <Title order={2} size="h4" mb="sm" id="opportunity-details">
        {t('opportunities.details')}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" m={0}>
        <Fact label={t('opportunities.agency')}>
          {opportunity.agency} ({opportunity.agencyCode})
        </Fact>
        <Fact label={t('opportunities.number')}>{opportunity.number}</Fact>
        <Fact label={t('opportunities.open_date')}>{formatDate(opportunity.openDate)}</Fact>
        <Fact label={t('opportunities.close_date')}>
          <Group gap="xs" component="span">
            {opportunity.closeDate ? formatDate(opportunity.closeDate) : t('opportunities.no_close_date')}
            <DaysLeftBadge closeDate={opportunity.closeDate} />
          </Group>
        </Fact>
        <Fact label={t('opportunities.award_floor')}>
          {awardAmount(opportunity.awardFloor, i18n.language) ?? unstated}
        </Fact>
        <Fact label={t('opportunities.award_ceiling')}>
          {awardAmount(opportunity.awardCeiling, i18n.language) ?? unstated}
        </Fact>
        <Fact label={t('opportunities.eligibility')}>
          <Eligibility codes={opportunity.eligibilityCodes} none={t('opportunities.eligibility_none')} />
        </Fact>
        <Fact label={t('opportunities.alns')}>
          <Codes codes={opportunity.alns} none={t('opportunities.eligibility_none')} />
        </Fact>
      </SimpleGrid>
      <Anchor href={opportunity.link} target="_blank" rel="noopener noreferrer" mt="md" display="inline-flex">
        <Group gap={4} component="span">
          {t('opportunities.official_notice')}
          <IconExternalLink size={16} aria-hidden />
          <VisuallyHidden>{t('opportunities.new_tab')}</VisuallyHidden>
        </Group>
      </Anchor>
    </Card>
  );
}
