import { funderHowToApplyUpdateSchema, funderNotesUpdateSchema } from '@grantflow/validation/funder';
import { Button, Group, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codedResolver, errorText } from '../../../lib/form-resolver.ts';
import { useUpdateFunder } from '../hooks/use-update-funder.ts';
import { ProfileCard } from './profile-card.tsx';

const CARDS = {
  notes: {
    schema: funderNotesUpdateSchema,
    title: 'funders.profile.notes_title',
    updated: 'funders.profile.notes_updated',
  },
  howToApply: {
    schema: funderHowToApplyUpdateSchema,
    title: 'funders.profile.how_to_apply_title',
    updated: 'funders.profile.how_to_apply_updated',
  },
} as const;

interface FunderTextCardProps {
  funderId: string;
  field: keyof typeof CARDS;
  value: string | null | undefined;
}

/** The notes and how-to-apply cards: view ↔ edit; Save sends only a changed text (docs/product.md, Screens and routes). */
export function FunderTextCard({ funderId, field, value }: FunderTextCardProps) {
  const { t } = useTranslation();
  const card = CARDS[field];
  const [editing, setEditing] = useState(false);
  const { save, saving } = useUpdateFunder(funderId);
  const form = useForm<Record<string, string>>({
    initialValues: { [field]: value ?? '' },
    validate: codedResolver(card.schema),
  });
  const title = t(card.title);

  async function submit(values: Record<string, string>) {
    if (!form.isDirty()) {
      setEditing(false);
      return;
    }
    const text = (values[field] ?? '').trim();
    const saved = await save({ [field]: text === '' ? null : text }, t(card.updated));
    if (saved) {
      form.resetDirty();
      setEditing(false);
    }
  }

  function cancel() {
    form.reset();
    setEditing(false);
  }

  const input = form.getInputProps(field);
  return (
    <ProfileCard title={title} editing={editing} onEdit={() => setEditing(true)}>
      {editing ? (
        <form onSubmit={form.onSubmit(submit)}>
          <Textarea
            label={title}
            autosize
            minRows={4}
            maxRows={16}
            {...input}
            error={errorText(input.error)}
            data-autofocus
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={cancel}>
              {t('funders.profile.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('funders.profile.save')}
            </Button>
          </Group>
        </form>
      ) : value ? (
        <Text style={{ whiteSpace: 'pre-wrap' }}>{value}</Text>
      ) : (
        <Text c="dimmed">{t('funders.profile.nothing_written')}</Text>
      )}
    </ProfileCard>
  );
}
