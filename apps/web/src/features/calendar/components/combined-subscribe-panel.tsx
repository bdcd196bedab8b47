import { Card, Stack, Text, Title } from '@mantine/core';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import type { CombinedMode } from '../../consultant/index.ts';
import { ListOrganizationsQuery } from '../../organizations/index.ts';
import type { CalendarFeed } from '../graphql/calendar.ts';
import { combinedFeedOperations } from '../graphql/combined-calendar-feed.ts';
import { SubscribePanel } from './subscribe-panel.tsx';

/**
 * The calendar's subscribe panel for the one feed of "All my organisations". An ADMIN's
 * feed covers the organisations picked when its address is created: the panel says which, and whether the
 * pick has changed since (regenerating the link applies the new one).
 */
export function CombinedSubscribePanel({ mode, picked }: { mode: CombinedMode; picked: readonly string[] }) {
  const { t } = useTranslation();
  const admin = mode === 'picked';
  const titleId = useId();
  const [{ data }] = useQuery({ query: ListOrganizationsQuery, pause: !admin });
  const nameOf = useMemo(
    () =>
      new Map((data?.listOrganizations ?? []).map((organization) => [organization.id, organization.name])),
    [data],
  );
  const variables = useMemo(() => ({ organizationIds: admin ? [...picked] : null }), [admin, picked]);

  if (!admin) {
    return (
      <SubscribePanel
        operations={combinedFeedOperations}
        texts={{
          intro: t('consultant.feed.intro'),
          show: t('consultant.feed.show'),
          urlLabel: t('consultant.feed.url_label'),
        }}
      />
    );
  }
  if (picked.length === 0) {
    return (
      <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
        <Stack gap="sm">
          <Title order={2} size="h4" id={titleId}>
            {t('calendar.subscribe.title')}
          </Title>
          <Text size="sm">{t('consultant.feed.pick_first')}</Text>
        </Stack>
      </Card>
    );
  }

  const coverage = (feed: CalendarFeed) => {
    const covered = feed.organizationIds ?? [];
    const same = covered.length === picked.length && covered.every((id) => picked.includes(id));
    return (
      <Stack gap={4} data-testid="combined-feed-coverage">
        <Text size="sm">
          {covered.length === 0
            ? t('consultant.feed.covers_own')
            : t('consultant.feed.covers', { names: covered.map((id) => nameOf.get(id) ?? id).join(', ') })}
        </Text>
        {!same && (
          <Text size="sm" c="dimmed" role="status">
            {t('consultant.feed.covers_differs')}
          </Text>
        )}
      </Stack>
    );
  };

  return (
    <SubscribePanel
      operations={combinedFeedOperations}
      variables={variables}
      details={coverage}
      texts={{
        intro: t('consultant.feed.intro_picked'),
        show: t('consultant.feed.show_picked'),
        urlLabel: t('consultant.feed.url_label_picked'),
      }}
    />
  );
}
