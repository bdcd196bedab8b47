import { Button, Checkbox, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import type { DatabaseDraft, RuleField } from '../hooks/use-database-fine-tuning.ts';

const RULES = [
  ['database_schema_instructions', 'schema_instructions'],
  ['query_optimization_rules', 'query_rules'],
  ['response_formatting_rules', 'formatting_rules'],
  ['security_constraints', 'security_constraints'],
] as const satisfies readonly [RuleField, string][];

interface DatabaseVersionFormProps {
  draft: DatabaseDraft;
  setDraft: Dispatch<SetStateAction<DatabaseDraft>>;
  busy: boolean;
  saveDisabled: boolean;
  onSave: () => void;
}

/** Database Fine-Tuning's form: a version's name, its four rule texts and whether it is active. */
export function DatabaseVersionForm({
  draft,
  setDraft,
  busy,
  saveDisabled,
  onSave,
}: DatabaseVersionFormProps) {
  const { t } = useTranslation();
  const { t: d } = useTranslation('translation', { keyPrefix: 'assistant.database' });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!saveDisabled) onSave();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={d('version')}
          withAsterisk
          value={draft.version}
          onChange={(event) => setDraft({ ...draft, version: event.currentTarget.value })}
        />
        {RULES.map(([field, key]) => (
          <Textarea
            key={field}
            label={d(key)}
            autosize
            minRows={3}
            maxRows={8}
            value={draft[field]}
            onChange={(event) => setDraft({ ...draft, [field]: event.currentTarget.value })}
          />
        ))}
        <Checkbox
          label={d('set_active')}
          checked={draft.active}
          onChange={(event) => setDraft({ ...draft, active: event.currentTarget.checked })}
        />
        {draft.id !== null && (
          <Text size="sm" c="dimmed">
            {t('assistant.settings.editing', { name: draft.version })}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" disabled={saveDisabled} loading={busy}>
            {d('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
