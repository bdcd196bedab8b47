import { isBlankMessage } from '@grantflow/domain/chat/is-blank-message';
import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentDraft } from '../hooks/use-chat-settings.ts';
import { ActionErrorAlert } from './action-error-alert.tsx';
import { RichTextField } from './rich-text-field.tsx';

interface DocumentVersionFormProps {
  draft: DocumentDraft;
  setDraft: Dispatch<SetStateAction<DocumentDraft>>;
  editorKey: number;
  busy: boolean;
  actionError: string | null;
  onCloseError: () => void;
  onSave: (asNew: boolean) => void;
  onDelete: () => void;
}

/** Chat Settings' form: a document version's name, about you, response style and whether it is active. */
export function DocumentVersionForm(props: DocumentVersionFormProps) {
  const { t } = useTranslation();
  const { draft, setDraft, editorKey, busy } = props;
  const nameMissing = isBlankMessage(draft.version);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!nameMissing) props.onSave(draft.id === null);
      }}
    >
      <Stack gap="sm">
        {draft.id !== null && (
          <Text size="sm" c="dimmed">
            {t('assistant.settings.editing', { name: draft.version })}
          </Text>
        )}
        <ActionErrorAlert error={props.actionError} onClose={props.onCloseError} />
        <TextInput
          label={t('assistant.settings.version')}
          withAsterisk
          value={draft.version}
          onChange={(event) => setDraft({ ...draft, version: event.currentTarget.value })}
        />
        <RichTextField
          key={`about-${editorKey}`}
          label={t('assistant.settings.about_you')}
          initialValue={draft.about}
          onChange={(about) => setDraft((d) => ({ ...d, about }))}
        />
        <RichTextField
          key={`style-${editorKey}`}
          label={t('assistant.settings.response_style')}
          initialValue={draft.style}
          onChange={(style) => setDraft((d) => ({ ...d, style }))}
        />
        <Checkbox
          label={t('assistant.settings.set_active')}
          checked={draft.active}
          onChange={(event) => setDraft({ ...draft, active: event.currentTarget.checked })}
        />
        <Group justify="flex-end" gap="xs">
          {draft.id !== null && (
            <Button variant="outline" color="red.9" onClick={props.onDelete} disabled={busy}>
              {t('assistant.settings.delete')}
            </Button>
          )}
          {draft.id !== null && (
            <Button variant="default" type="submit" loading={busy} disabled={nameMissing}>
              {t('assistant.settings.update')}
            </Button>
          )}
          <Button
            type={draft.id === null ? 'submit' : 'button'}
            onClick={draft.id === null ? undefined : () => props.onSave(true)}
            loading={busy}
            disabled={nameMissing}
          >
            {t('assistant.settings.save_new')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
