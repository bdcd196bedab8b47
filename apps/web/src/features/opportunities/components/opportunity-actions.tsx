import { Button, Group } from '@mantine/core';
import { IconCheck, IconEyeOff, IconRestore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/router-link.tsx';
import type { OpportunityDetails } from '../graphql/opportunities.ts';
import { useDismissOpportunity } from '../hooks/use-dismiss-opportunity.tsx';
import { useTrackOpportunity } from '../hooks/use-track-opportunity.ts';

/** Track (then the link to its application) and Not for us (or Show it again once dismissed). */
export function OpportunityActions({ opportunity }: { opportunity: OpportunityDetails }) {
  const { t } = useTranslation();
  const { trackIt, tracking, link } = useTrackOpportunity(opportunity);
  const { markNotForUs, showAgain, busy } = useDismissOpportunity();
  return (
    <Group gap="sm" wrap="wrap">
      {opportunity.tracked ? (
        link && (
          <ButtonLink
            to="/funder/$id"
            params={{ id: link.funderId }}
            search={{ application: Number(link.applicationId) }}
            leftSection={<IconCheck size={16} aria-hidden />}
          >
            {t('opportunities.open_application')}
          </ButtonLink>
        )
      ) : (
        <Button loading={tracking} onClick={() => void trackIt()}>
          {t('opportunities.track')}
        </Button>
      )}
      {opportunity.dismissed ? (
        <Button
          variant="default"
          leftSection={<IconRestore size={16} aria-hidden />}
          disabled={busy}
          onClick={() => void showAgain(opportunity.id)}
        >
          {t('opportunities.restore')}
        </Button>
      ) : (
        <Button
          variant="default"
          leftSection={<IconEyeOff size={16} aria-hidden />}
          disabled={busy}
          onClick={() => void markNotForUs(opportunity.id)}
        >
          {t('opportunities.not_for_us')}
        </Button>
      )}
    </Group>
  );
}
