import { Alert, Button, Card, CopyButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconLinkOff, IconRefresh, IconRss } from '@tabler/icons-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useMutation } from 'urql';
import { formatDate } from '../../../lib/format.ts';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { confirmAction } from '../../../ui/confirm.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import type { CalendarFeed, FeedOperations, FeedVariables } from '../graphql/calendar.ts';

type PanelState = 'hidden' | 'loading' | 'shown' | 'revoked';

/** The feed lives at the same origin as the app (the gateway routes /calendar/*.ics to the REST service). */
const absoluteUrl = (path: string) => `${window.location.origin}${path}`;

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
  const client = useClient();
  const titleId = useId();
  const [state, setState] = useState<PanelState>('hidden');
  const [feed, setFeed] = useState<CalendarFeed | null>(null);
  const [{ fetching: regenerating }, regenerate] = useMutation(operations.regenerate);
  const [{ fetching: revoking }, revoke] = useMutation(operations.revoke);
  const {
    intro,
    show: showLabel,
    urlLabel,
  } = texts ?? {
    intro: t('calendar.subscribe.intro'),
    show: t('calendar.subscribe.show'),
    urlLabel: t('calendar.subscribe.url_label'),
  };
  const confirm = (message: string, confirmColor?: string) =>
    confirmAction({
      title: t('calendar.subscribe.confirm_title'),
      message,
      confirmLabel: t('calendar.subscribe.confirm'),
      cancelLabel: t('calendar.subscribe.cancel'),
      confirmColor,
    });

  // A new client means another organisation, whose feed differs; other operations another feed.
  useEffect(() => {
    setFeed(null);
    setState('hidden');
  }, [client, operations]);

  const show = async () => {
    setState('loading');
    const result = await client
      .query(operations.show, variables, { requestPolicy: 'network-only' })
      .toPromise();
    if (result.error || !result.data) {
      setState('hidden');
      notifyError(result.error ? mutationErrorMessage(result.error) : t('calendar.subscribe.load_error'));
      return;
    }
    setFeed(result.data.feed);
    setState('shown');
  };

  const createNew = async (ask: boolean) => {
    if (ask && !(await confirm(t('calendar.subscribe.regenerate_confirm')))) return;
    const result = await regenerate(variables);
    if (result.error || !result.data) {
      if (result.error) notifyError(mutationErrorMessage(result.error));
      return;
    }
    setFeed(result.data.feed);
    setState('shown');
    notifySuccess(t('calendar.subscribe.regenerated'));
  };

  const revokeFeed = async () => {
    if (!(await confirm(t('calendar.subscribe.revoke_confirm'), 'error'))) return;
    const result = await revoke({});
    if (result.error) {
      notifyError(mutationErrorMessage(result.error));
      return;
    }
    setFeed(null);
    setState('revoked');
    notifySuccess(t('calendar.subscribe.revoked'));
  };

  const url = feed ? absoluteUrl(feed.path) : '';

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
                    leftSection={
                      copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />
                    }
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
                onClick={() => void createNew(true)}
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
                onClick={() => void revokeFeed()}
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
        )}
      </Stack>
    </Card>
  );
}
