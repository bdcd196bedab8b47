import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconRss } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarFeed, FeedOperations, FeedVariables } from '../graphql/calendar.ts';
import { useCalendarFeed } from '../hooks/use-calendar-feed.ts';
import { FeedAddress } from './feed-address.tsx';

/** What tells one feed from another on screen; the organisation's own feed's wording by default. */
export interface FeedTexts {
  intro: string;
  show: string;
  urlLabel: string;
}

/**
 * A private iCalendar feed — the organisation's own, or the combined one of "All my organisations" — asked
 * for only on demand, because the first ask creates the user's secret; copy, subscribe instructions,
 * regenerate and revoke (both confirmed first).
 */
export function SubscribePanel({
  operations,
  texts,
  variables = {},
  details,
}: {
  operations: FeedOperations;
  texts?: FeedTexts;
  /** What a new feed is created with (an ADMIN's picked organisations). */
  variables?: FeedVariables;
  /** Shown under the address, e.g. which organisations it covers. */
  details?: (feed: CalendarFeed) => ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const { state, feed, regenerating, revoking, show, createNew, revokeFeed } = useCalendarFeed(
    operations,
    variables,
  );
  const {
    intro,
    show: showLabel,
    urlLabel,
  } = texts ?? {
    intro: t('calendar.subscribe.intro'),
    show: t('calendar.subscribe.show'),
    urlLabel: t('calendar.subscribe.url_label'),
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('calendar.subscribe.title')}
        </Title>
        <Text size="sm">{intro}</Text>

        {state === 'revoked' && (
          <Alert color="gray" role="status" variant="light">
            <Text size="sm">{t('calendar.subscribe.revoked_note')}</Text>
          </Alert>
        )}

        {(state === 'hidden' || state === 'loading') && (
          <Button
            leftSection={<IconRss size={16} aria-hidden />}
            onClick={() => void show()}
            loading={state === 'loading'}
            variant="light"
            // German and Portuguese labels are wider than a phone: they wrap instead of being cut off.
            h="auto"
            mih={36}
            py={6}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
          >
            {showLabel}
          </Button>
        )}
        {state === 'revoked' && (
          <Button
            leftSection={<IconRss size={16} aria-hidden />}
            onClick={() => void createNew(false)}
            loading={regenerating}
            variant="light"
          >
            {t('calendar.subscribe.create_new')}
          </Button>
        )}

        {state === 'shown' && feed && (
          <FeedAddress
            feed={feed}
            urlLabel={urlLabel}
            details={details}
            regenerating={regenerating}
            revoking={revoking}
            onRegenerate={() => void createNew(true)}
            onRevoke={() => void revokeFeed()}
          />
        )}
      </Stack>
    </Card>
  );
}
