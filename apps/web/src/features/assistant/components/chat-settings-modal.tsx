import { FINE_TUNING_LIST_HEIGHT_PX } from '@grantflow/domain/constants/limits';
import { Checkbox, Grid, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useChatSettings } from '../hooks/use-chat-settings.ts';
import type { Caller } from '../utils/chat-api.ts';
import { DocumentVersionForm } from './document-version-form.tsx';
import { MODAL_6XL, useAssistantModalProps } from './modal-sizes.ts';
import { VersionList } from './version-list.tsx';
import { VersionsColumn } from './versions-column.tsx';

interface ChatSettingsModalProps {
  opened: boolean;
  onClose: () => void;
  caller: Caller;
}

/** Chat Settings (6xl): the document fine-tuning versions — about you and response style (docs/product.md, Screens and routes; Fine-tuning versions; Messages and error codes). */
export function ChatSettingsModal({ opened, onClose, caller }: ChatSettingsModalProps) {
  const { t } = useTranslation();
  const modalProps = useAssistantModalProps(MODAL_6XL);
  const settings = useChatSettings(caller, opened);
  return (
    <Modal opened={opened} onClose={onClose} {...modalProps} title={t('assistant.settings.title')}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <VersionsColumn
            title={t('assistant.settings.versions')}
            newLabel={t('assistant.settings.new_version')}
            onNew={() => settings.startNew(settings.versions.length)}
            loading={settings.loading && settings.versions.length === 0}
            loadError={settings.loadError}
            onRetry={() => void settings.load()}
            empty={settings.shown.length === 0}
            emptyText={t('assistant.settings.empty')}
            filter={
              <Checkbox
                label={t('assistant.settings.view_admin_configs')}
                checked={settings.viewAdminConfigs}
                onChange={(event) => settings.setViewAdminConfigs(event.currentTarget.checked)}
              />
            }
          >
            <VersionList
              label={t('assistant.settings.versions')}
              versions={settings.shown}
              selectedId={settings.draft.id}
              height={FINE_TUNING_LIST_HEIGHT_PX.documents}
              activeLabel={t('assistant.settings.active')}
              authoredLabel={(date) => t('assistant.settings.authored', { date })}
              onSelect={settings.select}
            />
          </VersionsColumn>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <DocumentVersionForm
            draft={settings.draft}
            setDraft={settings.setDraft}
            editorKey={settings.editorKey}
            busy={settings.busy}
            actionError={settings.actionError}
            onCloseError={settings.clearActionError}
            onSave={(asNew) => void settings.save(asNew)}
            onDelete={() => void settings.remove()}
          />
        </Grid.Col>
      </Grid>
    </Modal>
  );
}
