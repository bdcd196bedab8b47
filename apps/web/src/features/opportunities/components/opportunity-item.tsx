import { Button, Flex, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { AnchorLink } from '../../../ui/router-link.tsx';
import type { OpportunityRow } from '../graphql/opportunities.ts';
import { awardRangeText } from '../utils/award-range.ts';
import { DaysLeftBadge } from './days-left-badge.tsx';
import { MatchReasons, StatusBadges } from './opportunity-badges.tsx';

interface OpportunityItemProps {
  opportunity: OpportunityRow;
  onDismiss: (id: string) => void;
  busy: boolean;
}

/** One result: a row of the list on a laptop, a card on a phone (the same markup, wrapped). */
export function OpportunityItem({ opportunity, onDismiss, busy }: OpportunityItemProps) {
  const { t, i18n } = useTranslation();
  const award = awardRangeText(opportunity.awardFloor, opportunity.awardCeiling, i18n.language);
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="opportunity-item">
      <Flex direction={{ base: 'column', md: 'row' }} gap="sm" justify="space-between">
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <AnchorLink
            to="/opportunities/$id"
            params={{ id: opportunity.id }}
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
          >
            {opportunity.title}
          </AnchorLink>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {opportunity.agency} · {t('opportunities.number')} {opportunity.number}
          </Text>
          <StatusBadges status={opportunity.status} tracked={opportunity.tracked} />
          <MatchReasons reasons={opportunity.matchReasons} />
        </Stack>
        <Stack gap={6} align="flex-start" miw={{ md: 220 }}>
          <Text size="sm">
            {t('opportunities.closes')}:{' '}
            <strong>
              {opportunity.closeDate ? formatDate(opportunity.closeDate) : t('opportunities.no_close_date')}
            </strong>
          </Text>
          <DaysLeftBadge closeDate={opportunity.closeDate} />
          <Text size="sm">
            {t('opportunities.award')}: <strong>{t(award.key, award.params)}</strong>
          </Text>
          <Button
            size="compact-sm"
            variant="subtle"
            color="gray"
            c="dark.6"
            disabled={busy}
            onClick={() => onDismiss(opportunity.id)}
            aria-label={`${t('opportunities.not_for_us')}: ${opportunity.title}`}
          >
            {t('opportunities.not_for_us')}
          </Button>
        </Stack>
      </Flex>
    </Paper>
  );
}
