import { DRAFT_SECTIONS, type DraftSection } from '@grantflow/domain/drafting/draft-sections';
import { Alert, Button, Loader, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../ui/confirm.tsx';
import { useApplicationDrafts } from '../hooks/use-application-drafts.ts';
import { DraftEditor } from './draft-editor.tsx';

/** Pick a section, draft it, edit and save it; drafting again over edited text asks first. */
export function DraftWorkspace({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const [section, setSection] = useState<DraftSection>('NEED_STATEMENT');
  const { drafts, generation, loading, loadError, reload, busy, actionError, generate, save } =
    useApplicationDrafts(applicationId);
  const draft = drafts[section];

  const regenerate = async (dirty: boolean) => {
    // A saved edit, or changes not saved yet, would be replaced: ask first.
    if (dirty || draft?.edited) {
      const confirmed = await confirmAction({
        title: t(dirty ? 'drafting.discard_title' : 'drafting.confirm_title'),
        message: t(dirty ? 'drafting.discard_message' : 'drafting.confirm_message'),
        confirmLabel: t('drafting.confirm'),
        cancelLabel: t('drafting.cancel'),
        confirmColor: 'error',
      });
      if (!confirmed) return;
    }
    await generate(section);
  };

  if (loading) return <Loader size="sm" aria-label={t('drafting.loading')} />;
  if (loadError)
    return (
      <Alert color="error" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{loadError}</Text>
          <Button size="xs" variant="default" onClick={() => void reload()}>
            {t('drafting.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  return (
    <Stack gap="md">
      <NativeSelect
        label={t('drafting.section')}
        value={section}
        onChange={(event) => setSection(event.currentTarget.value as DraftSection)}
        data={DRAFT_SECTIONS.map((value) => ({ value, label: t(`drafting.sections.${value}`) }))}
        disabled={busy !== null}
        data-testid="draft-section"
      />
      <Text size="xs" c="dimmed">
        {t('drafting.private_note')}
      </Text>
      {actionError && (
        <Alert color="error" role="alert">
          {actionError}
        </Alert>
      )}
      {busy === 'generating' ? (
        <Stack align="center" gap="xs" py="md" aria-live="polite">
          <Loader size="sm" />
          <Text size="sm">{t('drafting.generating')}</Text>
        </Stack>
      ) : draft ? (
        <DraftEditor
          key={`${section}-${generation}`}
          draft={draft}
          busy={busy}
          onSave={(body) => save(section, body)}
          onRegenerate={(dirty) => void regenerate(dirty)}
        />
      ) : (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('drafting.empty')}</Text>
          <Button onClick={() => void generate(section)} data-testid="draft-generate">
            {t('drafting.generate')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
