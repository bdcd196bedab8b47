import { isBlankMessage } from '@grantflow/domain/chat/is-blank-message';
import { FINE_TUNING_LIST_HEIGHT_PX } from '@grantflow/domain/constants/limits';
import { defaultDocumentVersionName } from '@grantflow/domain/fine-tuning/default-version-name';
import type { DocumentVersion } from '@grantflow/validation/assistant-wire';
import { Alert, Button, Checkbox, Grid, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../ui/confirm.tsx';
import { ListState } from '../../../ui/list-state.tsx';
import { notifySuccess } from '../../../ui/notify.ts';
import type { Caller } from '../utils/chat-api.ts';
import {
  deleteDocumentVersion,
  fetchDocumentVersions,
  saveDocumentVersion,
} from '../utils/fine-tuning-api.ts';
import { todayWireDate } from '../utils/today.ts';
import { MODAL_6XL, useAssistantModalProps } from './modal-sizes.ts';
import { RichTextField } from './rich-text-field.tsx';
import { VersionList } from './version-list.tsx';

interface Draft {
  id: number | null;
  version: string;
  about: string;
  style: string;
  active: boolean;
}

const draftOf = (v: DocumentVersion): Draft => ({
  id: v.id,
  version: v.version,
  about: v.about_you_details ?? '',
  style: v.response_style_details ?? '',
  active: v.remarks === 'active',
});

interface ChatSettingsModalProps {
  opened: boolean;
  onClose: () => void;
  caller: Caller;
}

/** Chat Settings (6xl): the document fine-tuning versions — about you and response style (docs/product.md, Screens and routes; Fine-tuning versions; Messages and error codes). */
export function ChatSettingsModal({ opened, onClose, caller }: ChatSettingsModalProps) {
  const { t } = useTranslation();
  const modalProps = useAssistantModalProps(MODAL_6XL);
  const [versions, setVersions] = useState<DocumentVersion[]>([]);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [viewAdminConfigs, setViewAdminConfigs] = useState(true);
  const [draft, setDraft] = useState<Draft>({ id: null, version: '', about: '', style: '', active: false });
  // Remounts the editors when another version is opened (they read their HTML once).
  const [editorKey, setEditorKey] = useState(0);
  const [busy, setBusy] = useState(false);

  const edit = useCallback((next: Draft) => {
    setDraft(next);
    setEditorKey((k) => k + 1);
  }, []);

  const load = useCallback(async () => {
    setLoading(true);
    const result = await fetchDocumentVersions(caller);
    setLoading(false);
    if (!result.ok) {
      setLoadError(result.error);
      return null;
    }
    setLoadError(null);
    setVersions(result.data);
    return result.data;
  }, [caller]);

  const startNew = useCallback(
    (count: number) =>
      edit({
        id: null,
        version: defaultDocumentVersionName(count, todayWireDate()),
        about: '',
        style: '',
        active: false,
      }),
    [edit],
  );

  useEffect(() => {
    if (!opened) return;
    void load().then((list) => list && startNew(list.length));
  }, [opened, load, startNew]);

  // Unticked, only the versions the signed-in admin wrote are listed.
  const shown = viewAdminConfigs
    ? versions
    : versions.filter((v) => String(v.authored_by_user_id ?? v.user_id) === caller.userId);

  async function save(asNew: boolean) {
    const current = draft;
    setBusy(true);
    setActionError(null);
    const result = await saveDocumentVersion(caller, {
      ...(asNew || current.id === null ? {} : { id: current.id }),
      version: current.version.trim(),
      about_you_details: current.about,
      response_style_details: current.style,
      remarks: current.active ? 'active' : 'disabled',
      authored_month_date: todayWireDate(),
    });
    if (!result.ok) {
      setBusy(false);
      setActionError(result.error);
      return;
    }
    // The toast comes once the form shows the saved version, so nothing typed meanwhile is overwritten.
    const list = (await load()) ?? [];
    const saved = list.find((v) => v.id === result.data.id);
    if (saved) edit(draftOf(saved));
    setBusy(false);
    notifySuccess(t('assistant.settings.saved', { name: current.version.trim() }));
  }

  async function remove() {
    if (draft.id === null) return;
    const confirmed = await confirmAction({
      title: t('assistant.settings.confirm_delete_title'),
      message: t('assistant.settings.confirm_delete', { name: draft.version }),
      confirmLabel: t('assistant.settings.delete'),
      cancelLabel: t('assistant.settings.cancel'),
      confirmColor: 'error',
    });
    if (!confirmed) return;
    setBusy(true);
    setActionError(null);
    const name = draft.version;
    const result = await deleteDocumentVersion(draft.id);
    if (!result.ok) {
      setBusy(false);
      setActionError(result.error);
      return;
    }
    const list = (await load()) ?? [];
    startNew(list.length);
    setBusy(false);
    notifySuccess(t('assistant.settings.deleted', { name }));
  }

  const nameMissing = isBlankMessage(draft.version);
  return (
    <Modal opened={opened} onClose={onClose} {...modalProps} title={t('assistant.settings.title')}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="xs">
            <Group justify="space-between">
              <Title order={2} size="h5">
                {t('assistant.settings.versions')}
              </Title>
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconPlus size={14} aria-hidden />}
                onClick={() => startNew(versions.length)}
              >
                {t('assistant.settings.new_version')}
              </Button>
            </Group>
            <Checkbox
              label={t('assistant.settings.view_admin_configs')}
              checked={viewAdminConfigs}
              onChange={(event) => setViewAdminConfigs(event.currentTarget.checked)}
            />
            <ListState
              variant="compact"
              loading={loading && versions.length === 0}
              error={loadError !== null}
              errorText={loadError ?? ''}
              retryText={t('assistant.retry')}
              onRetry={() => void load()}
              empty={shown.length === 0}
              emptyText={t('assistant.settings.empty')}
            >
              <VersionList
                label={t('assistant.settings.versions')}
                versions={shown}
                selectedId={draft.id}
                height={FINE_TUNING_LIST_HEIGHT_PX.documents}
                activeLabel={t('assistant.settings.active')}
                authoredLabel={(date) => t('assistant.settings.authored', { date })}
                onSelect={(v) => edit(draftOf(v))}
              />
            </ListState>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (!nameMissing) void save(draft.id === null);
            }}
          >
            <Stack gap="sm">
              {draft.id !== null && (
                <Text size="sm" c="dimmed">
                  {t('assistant.settings.editing', { name: draft.version })}
                </Text>
              )}
              {actionError && (
                <Alert
                  color="error"
                  role="alert"
                  withCloseButton
                  closeButtonLabel={t('app.close')}
                  onClose={() => setActionError(null)}
                >
                  {actionError}
                </Alert>
              )}
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
                  <Button variant="outline" color="red.9" onClick={() => void remove()} disabled={busy}>
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
                  onClick={draft.id === null ? undefined : () => void save(true)}
                  loading={busy}
                  disabled={nameMissing}
                >
                  {t('assistant.settings.save_new')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Grid.Col>
      </Grid>
    </Modal>
  );
}
