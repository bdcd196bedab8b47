import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryEntry } from '../graphql/history.ts';
import { changeLine, formatWhen } from '../utils/describe-entry.ts';
import { CommentBox } from './comment-box.tsx';

interface EntryProps {
  entry: HistoryEntry;
  /** The timeline's own record: entries about another (a funder's application) say which kind. */
  subjectType: string;
  currentUserId: string | null;
  busy: boolean;
  onUpdate: (id: string, text: string) => Promise<boolean>;
  onDelete: (id: string) => Promise<boolean>;
}

/** The sentences of one entry (what changed) or its comment, with when it happened. */
export function HistoryEntryBody({
  entry,
  subjectType,
  currentUserId,
  busy,
  onUpdate,
  onDelete,
}: EntryProps) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const user = entry.user?.name ?? t('history.someone');
  const where =
    entry.subjectType === subjectType
      ? ''
      : ` ${t(`history.on_${entry.subjectType.toLowerCase() as 'application'}`)}`;
  const when = formatWhen(entry.at, i18n.language);
  const comment = entry.comment;
  const lines =
    entry.action === 'CREATED'
      ? [t('history.created', { user })]
      : entry.action === 'DELETED'
        ? [t('history.deleted', { user })]
        : entry.action === 'COMMENTED'
          ? [t('history.commented', { user })]
          : entry.changes.map((change) => changeLine(change, user, t));
  const mine =
    comment !== null && !comment.deleted && comment.authorId !== null && comment.authorId === currentUserId;
  return (
    <Stack gap={4}>
      {lines.map((line, index) => (
        <Text key={`${entry.id}-${index}`} size="sm" fw={index === 0 ? 500 : undefined}>
          {line}
          {index === 0 && where}
        </Text>
      ))}
      <Text size="xs" c="dimmed">
        <time dateTime={entry.at}>{when}</time>
        {comment?.editedAt && !comment.deleted ? ` ${t('history.edited')}` : ''}
      </Text>
      {comment?.deleted && (
        <Text size="sm" fs="italic" c="dimmed">
          {t('history.comment_deleted')}
          {comment.deletedAt ? ` · ${formatWhen(comment.deletedAt, i18n.language)}` : ''}
        </Text>
      )}
      {comment && !comment.deleted && !editing && (
        <Text
          size="sm"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          data-testid="comment-text"
        >
          {comment.text}
        </Text>
      )}
      {comment && editing && (
        <CommentBox
          label={t('history.edit_label')}
          initial={comment.text ?? ''}
          submitLabel={t('history.save')}
          busy={busy}
          onSubmit={async (text) => {
            const saved = await onUpdate(comment.id, text);
            if (saved) setEditing(false);
            return saved;
          }}
          onCancel={() => setEditing(false)}
        />
      )}
      {comment && comment.mentions.length > 0 && !comment.deleted && (
        <Text size="xs" c="dimmed">
          {t('history.mentions', { names: comment.mentions.map((m) => `@${m.name}`).join(', ') })}
        </Text>
      )}
      {mine && !editing && (
        <Group gap="xs">
          <Button size="compact-xs" variant="subtle" onClick={() => setEditing(true)}>
            {t('history.edit')}
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            color="error"
            onClick={() => {
              if (window.confirm(t('history.delete_confirm'))) void onDelete(comment.id);
            }}
          >
            {t('history.delete')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
