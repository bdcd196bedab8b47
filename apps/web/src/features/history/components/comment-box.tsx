import { COMMENT_MAX_LENGTH } from '@grantflow/validation/comment';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { MentionableUsersQuery } from '../graphql/history.ts';
import { completeMention, matchingNames, mentionQuery } from '../utils/mention-query.ts';

interface CommentBoxProps {
  label: string;
  initial?: string;
  submitLabel: string;
  busy: boolean;
  /** Answers whether it was saved; the box empties (or closes) only then. */
  onSubmit: (text: string) => Promise<boolean>;
  onCancel?: () => void;
}

/**
 * A comment's text: plain, with line breaks; Ctrl/⌘+Enter sends. Typing @ offers the organisation's users
 * as buttons below the box (Tab reaches them); typing the whole name works as well.
 */
export function CommentBox({ label, initial = '', submitLabel, busy, onSubmit, onCancel }: CommentBoxProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const [cursor, setCursor] = useState(initial.length);
  const input = useRef<HTMLTextAreaElement>(null);
  const [{ data }] = useQuery({ query: MentionableUsersQuery });
  const query = mentionQuery(text, cursor);
  const names = data?.mentionableUsers.map((user) => user.name) ?? [];
  const suggestions = query === null ? [] : matchingNames(names, query).filter((name) => name !== query);
  const tooLong = text.length > COMMENT_MAX_LENGTH;
  const empty = text.trim().length === 0;
  const submit = async () => {
    if (empty || tooLong || busy) return;
    if ((await onSubmit(text.trim())) && !onCancel) setText('');
  };
  const pick = (name: string) => {
    const next = completeMention(text, cursor, name);
    setText(next.text);
    setCursor(next.cursor);
    requestAnimationFrame(() => {
      input.current?.focus();
      input.current?.setSelectionRange(next.cursor, next.cursor);
    });
  };
  return (
    <Stack gap="xs">
      <Textarea
        ref={input}
        label={label}
        placeholder={t('history.add_placeholder')}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setCursor(event.currentTarget.selectionStart);
        }}
        onSelect={(event) => setCursor(event.currentTarget.selectionStart)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
        }}
        autosize
        minRows={2}
        maxRows={8}
        error={tooLong ? t('issues.MAX_LENGTH', { limit: COMMENT_MAX_LENGTH }) : undefined}
      />
      {suggestions.length > 0 && (
        <Group gap={4} role="group" aria-label={t('history.mention_suggestions')}>
          {suggestions.map((name) => (
            <Button key={name} size="compact-xs" variant="light" onClick={() => pick(name)}>
              @{name}
            </Button>
          ))}
        </Group>
      )}
      <Group justify="flex-end" gap="xs">
        {onCancel && (
          <Button variant="subtle" onClick={onCancel}>
            {t('history.cancel')}
          </Button>
        )}
        <Button onClick={() => void submit()} loading={busy} disabled={empty || tooLong}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
