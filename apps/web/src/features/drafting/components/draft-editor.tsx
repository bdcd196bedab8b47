import type { ApplicationDraftWire } from '@grantflow/validation/assistant-wire';
import { Badge, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraftCitations } from './draft-citations.tsx';

interface DraftEditorProps {
  draft: ApplicationDraftWire;
  busy: 'generating' | 'saving' | null;
  onSave: (body: string) => Promise<boolean>;
  /** Draft the section again; `dirty` says the text holds changes not saved yet. */
  onRegenerate: (dirty: boolean) => void;
}

/** One section's draft as editable Markdown, its sources below; mounted afresh for each generated draft. */
export function DraftEditor({ draft, busy, onSave, onRegenerate }: DraftEditorProps) {
  const { t } = useTranslation();
  const [body, setBody] = useState(draft.body);
  const [saved, setSaved] = useState(false);
  const dirty = body !== draft.body;
  const save = async () => setSaved(await onSave(body));
  return (
    <Stack gap="sm">
      <Text size="xs" c="dimmed">
        {t(`drafting.by_${draft.generated_by}`)}
      </Text>
      <Textarea
        label={t('drafting.editor_label')}
        value={body}
        onChange={(event) => {
          setBody(event.currentTarget.value);
          setSaved(false);
        }}
        autosize
        minRows={8}
        maxRows={14}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
        data-testid="draft-body"
      />
      <DraftCitations citations={draft.citations} />
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Button
            onClick={() => void save()}
            loading={busy === 'saving'}
            disabled={busy !== null || body.trim() === ''}
          >
            {t('drafting.save')}
          </Button>
          <Button variant="default" onClick={() => onRegenerate(dirty)} disabled={busy !== null}>
            {t('drafting.regenerate')}
          </Button>
        </Group>
        <span aria-live="polite">
          {dirty ? (
            <Badge color="yellow" variant="light">
              {t('drafting.unsaved')}
            </Badge>
          ) : (
            saved && (
              <Text size="sm" c="teal.8" data-testid="draft-saved">
                {t('drafting.saved')}
              </Text>
            )
          )}
        </span>
      </Group>
    </Stack>
  );
}
