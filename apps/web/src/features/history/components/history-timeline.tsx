import { Alert, Button, Card, Stack, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { LoadingStatus } from '../../../ui/loading-status.tsx';
import { type HistorySubject, useCommentActions, useHistory } from '../hooks/use-history.ts';
import { CommentBox } from './comment-box.tsx';
import { HistoryEntryBody } from './history-entry-item.tsx';

/**
 * A record's history and comments (docs/product.md, History and comments): the box to comment first, then
 * the entries newest first, comments among them.
 */
export function HistoryTimeline({ subject }: { subject: HistorySubject }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const { entries, fetching, error, retry } = useHistory(subject);
  const actions = useCommentActions(subject);
  return (
    <Card withBorder component="section" aria-labelledby={`history-${subject.type}-${subject.id}`}>
      <Stack>
        <Title order={2} size="h4" id={`history-${subject.type}-${subject.id}`}>
          {t('history.title')}
        </Title>
        <CommentBox
          label={t('history.add_label')}
          submitLabel={t('history.add')}
          busy={actions.busy}
          onSubmit={actions.addComment}
        />
        {!entries && fetching && <LoadingStatus label={t('history.loading')} py="md" />}
        {!entries && error && (
          <Alert color="error" role="alert" title={t('history.load_error')}>
            <Button size="xs" variant="light" onClick={retry}>
              {t('history.retry')}
            </Button>
          </Alert>
        )}
        {entries && entries.length === 0 && <Text c="dimmed">{t('history.empty')}</Text>}
        {entries && entries.length > 0 && (
          <Timeline bulletSize={14} lineWidth={2} aria-label={t('history.timeline')}>
            {entries.map((entry) => (
              <Timeline.Item key={entry.id} color={entry.action === 'COMMENTED' ? 'brand' : 'gray'}>
                <HistoryEntryBody
                  entry={entry}
                  subjectType={subject.type}
                  currentUserId={user?.id ?? null}
                  busy={actions.busy}
                  onUpdate={actions.updateComment}
                  onDelete={actions.deleteComment}
                />
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Stack>
    </Card>
  );
}
