import type { DriveProvider } from '@grantflow/domain/shared/enums';
import { DRIVE_PROVIDERS } from '@grantflow/domain/shared/enums';
import { Badge, Button, Group, Loader } from '@mantine/core';
import { IconFileUpload, IconFolderPlus, IconFolderUp, IconHistory } from '@tabler/icons-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../ui/notify.ts';
import { type DriveState, useDriveConnections } from '../hooks/use-drive-connections.ts';
import { driveConnectUrl } from '../utils/drive-api.ts';
import { DriveBrowserModal } from './drive-browser-modal.tsx';
import { DriveButton } from './drive-button.tsx';

export interface PickedUploads {
  files: File[];
}

interface DocumentsToolbarProps {
  funderId: string;
  userId: string | null;
  path: string;
  importInProgress: boolean;
  onCreateFolder: () => void;
  onUpload: (picked: PickedUploads) => void;
  onOpenHistory: () => void;
  onImportStarted: () => void;
}

/** The toolbar (docs/product.md, Funder documents and cloud drives): the two drives, Upload file, Upload folder, Create folder; plus the import history. */
export function DocumentsToolbar(props: DocumentsToolbarProps) {
  const { t } = useTranslation();
  const files = useRef<HTMLInputElement>(null);
  const folder = useRef<HTMLInputElement>(null);
  const drives = useDriveConnections(props.userId);
  const [browsing, setBrowsing] = useState<DriveProvider | null>(null);

  function picked(event: ChangeEvent<HTMLInputElement>) {
    const list = Array.from(event.currentTarget.files ?? []);
    // Cleared so that picking the same files again is a change too.
    event.currentTarget.value = '';
    if (list.length > 0) props.onUpload({ files: list });
  }

  function openDrive(drive: DriveProvider, state: DriveState) {
    const name = t(`documents.drive.${drive}`);
    if (state === 'unavailable') notifyError(t('documents.drive.unavailable', { drive: name }));
    else if (state === 'setup' && props.userId)
      window.location.assign(driveConnectUrl(drive, props.funderId, props.userId));
    else if (state === 'connected') setBrowsing(drive);
  }

  return (
    <Group gap="sm" role="toolbar" aria-label={t('documents.actions_label')} wrap="wrap">
      {DRIVE_PROVIDERS.map((drive) => (
        <DriveButton
          key={drive}
          drive={drive}
          state={drives[drive]}
          waiting={props.userId !== null}
          onOpen={() => openDrive(drive, drives[drive])}
        />
      ))}
      <Button leftSection={<IconFileUpload size={16} aria-hidden />} onClick={() => files.current?.click()}>
        {t('documents.upload_file')}
      </Button>
      <Button
        variant="light"
        leftSection={<IconFolderUp size={16} aria-hidden />}
        onClick={() => folder.current?.click()}
      >
        {t('documents.upload_folder')}
      </Button>
      <Button
        variant="light"
        leftSection={<IconFolderPlus size={16} aria-hidden />}
        onClick={props.onCreateFolder}
      >
        {t('documents.create_folder')}
      </Button>
      <Button
        variant="subtle"
        leftSection={
          props.importInProgress ? <Loader size={14} aria-hidden /> : <IconHistory size={16} aria-hidden />
        }
        onClick={props.onOpenHistory}
      >
        {t('documents.history.open')}
      </Button>
      {props.importInProgress && (
        <Badge variant="light" role="status">
          {t('documents.history.in_progress')}
        </Badge>
      )}
      <input ref={files} type="file" multiple hidden onChange={picked} data-testid="upload-files-input" />
      <input
        ref={folder}
        type="file"
        multiple
        hidden
        onChange={picked}
        data-testid="upload-folder-input"
        {...{ webkitdirectory: '', directory: '' }}
      />
      {browsing && props.userId && (
        <DriveBrowserModal
          drive={browsing}
          funderId={props.funderId}
          userId={props.userId}
          path={props.path}
          onClose={() => setBrowsing(null)}
          onImportStarted={props.onImportStarted}
        />
      )}
    </Group>
  );
}
