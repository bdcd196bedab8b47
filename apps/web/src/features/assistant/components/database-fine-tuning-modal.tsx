import { isBlankMessage } from '@grantflow/domain/chat/is-blank-message';
import { FINE_TUNING_LIST_HEIGHT_PX } from '@grantflow/domain/constants/limits';
import { canDeleteVersion } from '@grantflow/domain/fine-tuning/activate-version';
import { defaultDatabaseVersionName } from '@grantflow/domain/fine-tuning/default-version-name';
import type { DatabaseVersion } from '@grantflow/validation/assistant-wire';
import {
  Alert,
  Button,
  Checkbox,
  Grid,
  Group,
  Modal,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../ui/confirm.tsx';
import { ListState } from '../../../ui/list-state.tsx';
import { notifySuccess } from '../../../ui/notify.ts';
import type { Caller } from '../utils/chat-api.ts';
import {
  activateDatabaseVersion,
  type DatabaseVersionDraft,
  deleteDatabaseVersion,
  fetchDatabaseVersions,
  saveDatabaseVersion,
} from '../utils/database-fine-tuning-api.ts';
import { todayWireDate } from '../utils/today.ts';
import { MODAL_6XL, useAssistantModalProps } from './modal-sizes.ts';
import { VersionList } from './version-list.tsx';

type RuleField =
  | 'database_schema_instructions'
  | 'query_optimization_rules'
  | 'response_formatting_rules'
  | 'security_constraints';

const RULES = [
  ['database_schema_instructions', 'schema_instructions'],
  ['query_optimization_rules', 'query_rules'],
  ['response_formatting_rules', 'formatting_rules'],
  ['security_constraints', 'security_constraints'],
] as const satisfies readonly [RuleField, string][];

type Draft = { id: number | null; version: string; active: boolean } & Record<RuleField, string>;

const emptyRules = {
  database_schema_instructions: '',
  query_optimization_rules: '',
  response_formatting_rules: '',
  security_constraints: '',
};

const draftOf = (v: DatabaseVersion): Draft => ({
  id: v.id,
  version: v.version,
  active: v.remarks === 'active',
  database_schema_instructions: v.database_schema_instructions ?? '',
  query_optimization_rules: v.query_optimization_rules ?? '',
  response_formatting_rules: v.response_formatting_rules ?? '',
  security_constraints: v.security_constraints ?? '',
});

interface DatabaseFineTuningModalProps {
  opened: boolean;
  onClose: () => void;
  caller: Caller;
}

/** Database Fine-Tuning Configuration (6xl): the rules the data source's SQL answers follow (docs/product.md, Screens and routes; Fine-tuning versions; Validation; Messages and error codes). */
export function DatabaseFineTuningModal({ opened, onClose, caller }: DatabaseFineTuningModalProps) {
  const { t } = useTranslation();
  const { t: d } = useTranslation('translation', { keyPrefix: 'assistant.database' });
  const modalProps = useAssistantModalProps(MODAL_6XL);
  const [versions, setVersions] = useState<DatabaseVersion[]>([]);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft>({ id: null, version: '', active: false, ...emptyRules });
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    const result = await fetchDatabaseVersions(caller);
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
      setDraft({
        id: null,
        version: defaultDatabaseVersionName(count, todayWireDate()),
        active: false,
        ...emptyRules,
      }),
    [],
  );

  useEffect(() => {
    if (!opened) return;
    void load().then((list) => list && startNew(list.length));
  }, [opened, load, startNew]);

  /**
   * Runs a change, reloads the list and lets `then` pick the form's next state, and only then confirms it:
   * the toast (and the re-enabled buttons) come once the modal shows the result, so nothing typed meanwhile
   * is overwritten by a late reload.
   */
  async function run(
    action: () => Promise<{ ok: boolean; error?: string }>,
    success: string,
    then: (list: DatabaseVersion[]) => void,
  ) {
    setBusy(true);
    setActionError(null);
    const result = await action();
    if (!result.ok) {
      setBusy(false);
      setActionError(result.error ?? null);
      return;
    }
    then((await load()) ?? []);
    setBusy(false);
    notifySuccess(success);
  }

  async function save() {
    const name = draft.version.trim();
    const body: DatabaseVersionDraft = {
      ...(draft.id === null ? {} : { id: draft.id }),
      version: name,
      database_schema_instructions: draft.database_schema_instructions,
      query_optimization_rules: draft.query_optimization_rules,
      response_formatting_rules: draft.response_formatting_rules,
      security_constraints: draft.security_constraints,
      remarks: draft.active ? 'active' : 'disabled',
      authored_month_date: todayWireDate(),
    };
    const message =
      d(draft.id === null ? 'created' : 'updated', { name }) + (draft.active ? d('and_active') : '');
    let savedId: number | null = draft.id;
    await run(
      async () => {
        const result = await saveDatabaseVersion(caller, body);
        if (result.ok) savedId = result.data.id;
        return result;
      },
      message,
      (list) => {
        const saved = list.find((v) => v.id === savedId);
        if (saved) setDraft(draftOf(saved));
        else startNew(list.length);
      },
    );
  }

  async function activate(version: DatabaseVersion) {
    await run(
      () => activateDatabaseVersion(version.id),
      d('activated'),
      (list) => {
        const current = list.find((v) => v.id === draft.id);
        if (current) setDraft((previous) => ({ ...previous, active: current.remarks === 'active' }));
      },
    );
  }

  async function remove(version: DatabaseVersion) {
    const confirmed = await confirmAction({
      title: d('confirm_delete_title'),
      message: d('confirm_delete'),
      confirmLabel: d('delete'),
      cancelLabel: d('cancel'),
      confirmColor: 'error',
    });
    if (!confirmed) return;
    await run(
      () => deleteDatabaseVersion(version.id),
      d('deleted'),
      (list) => {
        if (draft.id === version.id) startNew(list.length);
      },
    );
  }

  const saveDisabled = isBlankMessage(draft.version) || busy || loading;
  return (
    <Modal opened={opened} onClose={onClose} {...modalProps} title={d('title')}>
      <Stack gap="sm">
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
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="xs">
              <Group justify="space-between">
                <Title order={2} size="h5">
                  {d('versions')}
                </Title>
                <Button
                  size="compact-sm"
                  variant="light"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  onClick={() => startNew(versions.length)}
                >
                  {d('new_version')}
                </Button>
              </Group>
              <ListState
                variant="compact"
                loading={loading && versions.length === 0}
                error={loadError !== null}
                errorText={loadError ?? ''}
                retryText={t('assistant.retry')}
                onRetry={() => void load()}
                empty={versions.length === 0}
                emptyText={d('empty')}
              >
                <VersionList
                  label={d('versions')}
                  versions={versions}
                  selectedId={draft.id}
                  height={FINE_TUNING_LIST_HEIGHT_PX.database}
                  activeLabel={d('active')}
                  authoredLabel={(date) => d('authored', { date })}
                  onSelect={(v) => setDraft(draftOf(v))}
                  actions={(v) => (
                    <Group gap={6}>
                      <Button
                        size="compact-xs"
                        variant="default"
                        onClick={() => setDraft(draftOf(v))}
                        aria-label={`${d('edit')} ${v.version}`}
                      >
                        {d('edit')}
                      </Button>
                      {v.remarks !== 'active' && (
                        <Button
                          size="compact-xs"
                          variant="light"
                          disabled={busy}
                          onClick={() => void activate(v)}
                          aria-label={`${d('activate')} ${v.version}`}
                        >
                          {d('activate')}
                        </Button>
                      )}
                      <Tooltip label={d('active_no_delete')} disabled={canDeleteVersion(v)}>
                        <Button
                          size="compact-xs"
                          variant="outline"
                          color="red.9"
                          disabled={busy || !canDeleteVersion(v)}
                          onClick={() => void remove(v)}
                          aria-label={`${d('delete')} ${v.version}`}
                        >
                          {d('delete')}
                        </Button>
                      </Tooltip>
                    </Group>
                  )}
                />
              </ListState>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                if (!saveDisabled) void save();
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
          </Grid.Col>
        </Grid>
      </Stack>
    </Modal>
  );
}
