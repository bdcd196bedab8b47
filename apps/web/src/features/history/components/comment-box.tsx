import { COMMENT_MAX_LENGTH } from '@grantflow/validation/comment';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface CommentBoxProps {
  label: string;
  initial?: string;
  submitLabel: string;
  busy: boolean;
  /** Answers whether it was saved; the box empties (or closes) only then. */
  onSubmit: (text: string) => Promise<boolean>;
  onCancel?: () => void;
}

/** A comment's text: plain, with line breaks; Ctrl/⌘+Enter sends. */
export function CommentBox({ label, initial = '', submitLabel, busy, onSubmit, onCancel }: CommentBoxProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const tooLong = text.length > COMMENT_MAX_LENGTH;
  const empty = text.trim().length === 0;
  const submit = async () => {
    if (empty || tooLong || busy) return;
    if (await onSubmit(text.trim())) setText(onCancel ? text : '');
  };
  return (
    <Stack gap="xs">
      <Textarea
        label={label}
        placeholder={t('history.add_placeholder')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
        }}
        autosize
        minRows={2}
        maxRows={8}
        error={tooLong ? t('issues.MAX_LENGTH', { limit: COMMENT_MAX_LENGTH }) : undefined}
      />
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
