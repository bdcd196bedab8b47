import type { DriveProvider } from '@grantflow/domain/shared/enums';
import { Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListState } from '../../../ui/list-state.tsx';
import { useDriveImport } from '../hooks/use-drive-import.ts';
import { useDriveListing } from '../hooks/use-drive-listing.ts';
import { DriveItemsTable } from './drive-items-table.tsx';
import { DriveTrail } from './drive-trail.tsx';

interface DriveBrowserModalProps {
  drive: DriveProvider;
  funderId: string;
  userId: string;
  /** The documents folder the picked items land in. */
  path: string;
  onClose: () => void;
  onImportStarted: () => void;
}

/**
 * The in-app drive browser: lists a drive folder through `/api/{drive}/browse`, opens folders,
 * and imports the chosen files and folders (a folder recursively) into the current documents folder.
 */
export function DriveBrowserModal(props: DriveBrowserModalProps) {
  const { drive, path, onClose } = props;
  const { t } = useTranslation();
  const driveName = t(`documents.drive.${drive}`);
  const { trail, setTrail, listing, failed, loadingMore, retry, loadMore } = useDriveListing(
    drive,
    t('documents.drive.drive_root'),
  );
  const { chosen, toggle, importing, importChosen } = useDriveImport(props);

  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('app.close') }}
      title={t('documents.drive.browser_title', { drive: driveName })}
      size="xl"
    >
      <Stack>
        <DriveTrail trail={trail} onOpen={setTrail} />
        <ScrollArea.Autosize mah="50vh" type="auto">
          <ListState
            variant="compact"
            loading={listing === null && !failed}
            error={failed}
            errorText={t('documents.drive.load_error')}
            retryText={t('documents.retry')}
            onRetry={retry}
            empty={listing?.items.length === 0}
            emptyText={t('documents.drive.empty')}
          >
            <DriveItemsTable
              items={listing?.items ?? []}
              chosen={chosen}
              onToggle={toggle}
              onOpenFolder={(item) => setTrail([...trail, { id: item.id, name: item.name }])}
            />
            {listing?.next && (
              <Group justify="center" mt="xs">
                <Button variant="subtle" loading={loadingMore} onClick={() => loadMore(listing.next)}>
                  {t('documents.drive.load_more')}
                </Button>
              </Group>
            )}
          </ListState>
        </ScrollArea.Autosize>
        <Text size="sm" c="dimmed">
          {t('documents.drive.import_into', { path: path === '' ? t('documents.root') : path })}
        </Text>
        <Group justify="space-between">
          <Text size="sm" role="status">
            {t('documents.drive.selected', { count: chosen.size })}
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('documents.cancel')}
            </Button>
            <Button onClick={importChosen} disabled={chosen.size === 0} loading={importing}>
              {t('documents.drive.import')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
