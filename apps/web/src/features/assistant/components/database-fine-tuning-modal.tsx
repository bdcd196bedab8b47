import { isBlankMessage } from '@grantflow/domain/chat/is-blank-message';
import { FINE_TUNING_LIST_HEIGHT_PX } from '@grantflow/domain/constants/limits';
import { Grid, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDatabaseFineTuning } from '../hooks/use-database-fine-tuning.ts';
import type { Caller } from '../utils/chat-api.ts';
import { ActionErrorAlert } from './action-error-alert.tsx';
import { DatabaseVersionActions } from './database-version-actions.tsx';
import { DatabaseVersionForm } from './database-version-form.tsx';
import { MODAL_6XL, useAssistantModalProps } from './modal-sizes.ts';
import { VersionList } from './version-list.tsx';
import { VersionsColumn } from './versions-column.tsx';

interface DatabaseFineTuningModalProps {
  opened: boolean;
  onClose: () => void;
  caller: Caller;
}

/** Database Fine-Tuning Configuration (6xl): the rules the data source's SQL answers follow (docs/product.md, Screens and routes; Fine-tuning versions; Validation; Messages and error codes). */
export function DatabaseFineTuningModal({ opened, onClose, caller }: DatabaseFineTuningModalProps) {
  const { t: d } = useTranslation('translation', { keyPrefix: 'assistant.database' });
  const modalProps = useAssistantModalProps(MODAL_6XL);
  const tuning = useDatabaseFineTuning(caller, opened);
  const saveDisabled = isBlankMessage(tuning.draft.version) || tuning.busy || tuning.loading;
  return (
    <Modal opened={opened} onClose={onClose} {...modalProps} title={d('title')}>
      <Stack gap="sm">
        <ActionErrorAlert error={tuning.actionError} onClose={tuning.clearActionError} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <VersionsColumn
              title={d('versions')}
              newLabel={d('new_version')}
              onNew={() => tuning.startNew(tuning.versions.length)}
              loading={tuning.loading && tuning.versions.length === 0}
              loadError={tuning.loadError}
              onRetry={() => void tuning.load()}
              empty={tuning.versions.length === 0}
              emptyText={d('empty')}
            >
              <VersionList
                label={d('versions')}
                versions={tuning.versions}
                selectedId={tuning.draft.id}
                height={FINE_TUNING_LIST_HEIGHT_PX.database}
                activeLabel={d('active')}
                authoredLabel={(date) => d('authored', { date })}
                onSelect={tuning.select}
                actions={(v) => (
                  <DatabaseVersionActions
                    version={v}
                    busy={tuning.busy}
                    onEdit={tuning.select}
                    onActivate={(version) => void tuning.activate(version)}
                    onDelete={(version) => void tuning.remove(version)}
                  />
                )}
              />
            </VersionsColumn>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <DatabaseVersionForm
              draft={tuning.draft}
              setDraft={tuning.setDraft}
              busy={tuning.busy}
              saveDisabled={saveDisabled}
              onSave={() => void tuning.save()}
            />
          </Grid.Col>
        </Grid>
      </Stack>
    </Modal>
  );
}
