import { Button, CopyButton, Group, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconLinkOff, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import type { CalendarFeed } from '../graphql/calendar.ts';

/** The feed lives at the same origin as the app (the gateway routes /calendar/*.ics to the REST service). */
const absoluteUrl = (path: string) => `${window.location.origin}${path}`;

interface FeedAddressProps {
  feed: CalendarFeed;
  urlLabel: string;
  details?: (feed: CalendarFeed) => ReactNode;
  regenerating: boolean;
  revoking: boolean;
  onRegenerate: () => void;
  onRevoke: () => void;
}

/** A shown feed: its address to copy, regenerate and revoke, and how to subscribe in Google and Outlook. */
export function FeedAddress({ feed, urlLabel, details, regenerating, revoking, ...on }: FeedAddressProps) {
  const { t } = useTranslation();
  const url = absoluteUrl(feed.path);
  return (
    <>
      <TextInput
        label={urlLabel}
        value={url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        data-testid="calendar-feed-url"
        description={t('calendar.subscribe.created_at', {
          date: formatDate(feed.createdAt.slice(0, 10)),
        })}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
      />
      {details?.(feed)}
      <Group gap="xs">
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              variant={copied ? 'filled' : 'light'}
              color={copied ? 'success' : undefined}
              leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
              onClick={copy}
            >
              {copied ? t('calendar.subscribe.copied') : t('calendar.subscribe.copy')}
            </Button>
          )}
        </CopyButton>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={on.onRegenerate}
          loading={regenerating}
        >
          {t('calendar.subscribe.regenerate')}
        </Button>
        <Button
          size="xs"
          variant="light"
          color="error"
          c="error.9"
          leftSection={<IconLinkOff size={14} aria-hidden />}
          onClick={on.onRevoke}
          loading={revoking}
        >
          {t('calendar.subscribe.revoke')}
        </Button>
      </Group>
      <div>
        <Title order={3} size="h6">
          {t('calendar.subscribe.google_title')}
        </Title>
        <Text size="sm">{t('calendar.subscribe.google_steps')}</Text>
      </div>
      <div>
        <Title order={3} size="h6">
          {t('calendar.subscribe.outlook_title')}
        </Title>
        <Text size="sm">{t('calendar.subscribe.outlook_steps')}</Text>
      </div>
    </>
  );
}
