import type { DriveProvider } from '@grantflow/domain/shared/enums';
import type { DriveItem } from '@grantflow/validation/drive-wire';
import {
  Anchor,
  Breadcrumbs,
  Button,
  Checkbox,
  Group,
  Modal,
  ScrollArea,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconFile, IconFolder } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState } from '../../../ui/list-state.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { browseDrive, startImport } from '../utils/drive-api.ts';

interface DriveBrowserModalProps {
  drive: DriveProvider;
  funderId: string;
  userId: string;
  /** The documents folder the picked items land in. */
  path: string;
  onClose: () => void;
  onImportStarted: () => void;
}

interface Listing {
  items: DriveItem[];
  next: string | null;
}

/**
 * The in-app drive browser: lists a drive folder through `/api/{drive}/browse`, opens folders,
 * and imports the chosen files and folders (a folder recursively) into the current documents folder.
 */
export function DriveBrowserModal({
  drive,
  funderId,
  userId,
  path,
  onClose,
  onImportStarted,
}: DriveBrowserModalProps) {
  const { t } = useTranslation();
  const driveName = t(`documents.drive.${drive}`);
  const [trail, setTrail] = useState<{ id: string; name: string }[]>([
    { id: '', name: t('documents.drive.drive_root') },
  ]);
  const [listing, setListing] = useState<Listing | null>(null);
  const [failed, setFailed] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [chosen, setChosen] = useState<Map<string, DriveItem>>(new Map());
  const [importing, setImporting] = useState(false);
  const folderId = trail[trail.length - 1]?.id ?? '';

  const load = useCallback(
    async (pageToken: string | null) => {
      const result = await browseDrive(drive, folderId, pageToken);
      if (!result.ok) {
        if (pageToken) notifyError(result.error);
        else setFailed(true);
        return;
      }
      setFailed(false);
      setListing((current) => ({
        items: pageToken && current ? [...current.items, ...result.data.items] : result.data.items,
        next: result.data.next_page_token,
      }));
    },
    [drive, folderId],
  );

  useEffect(() => {
    setListing(null);
    void load(null);
  }, [load]);

  function toggle(item: DriveItem) {
    setChosen((current) => {
      const next = new Map(current);
      if (next.has(item.id)) next.delete(item.id);
      else next.set(item.id, item);
      return next;
    });
  }

  async function importChosen() {
    setImporting(true);
    const items = Array.from(chosen.values());
    const results = await Promise.all(
      items.map((item) =>
        startImport(drive, {
          doc_id: item.id,
          doc_name: item.name,
          doc_mime_type: item.mime_type,
          doc_size: item.size,
          doc_type: item.is_folder ? 'folder' : 'file',
          user_id: userId,
          funder_id: funderId,
          path,
        }),
      ),
    );
    setImporting(false);
    onImportStarted();
    // docs/product.md, Messages and error codes: a refused import shows the server's message as an error toast.
    const refusals = results.flatMap((result) => (result.ok ? [] : [result.error]));
    for (const message of new Set(refusals)) notifyError(message);
    if (refusals.length < results.length) {
      const accepted = results.find((result) => result.ok);
      notifySuccess((accepted?.ok && accepted.data) || t('documents.drive.import_started'));
      onClose();
    }
  }

  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('app.close') }}
      title={t('documents.drive.browser_title', { drive: driveName })}
      size="xl"
    >
      <Stack>
        <nav aria-label={t('documents.drive.browser_path')}>
          <Breadcrumbs separatorMargin={6} style={{ flexWrap: 'wrap', rowGap: 4 }}>
            {trail.map((crumb, index) =>
              index === trail.length - 1 ? (
                <Text key={crumb.id} fw={600} aria-current="page">
                  {crumb.name}
                </Text>
              ) : (
                <Anchor
                  key={crumb.id}
                  component="button"
                  type="button"
                  onClick={() => setTrail(trail.slice(0, index + 1))}
                >
                  {crumb.name}
                </Anchor>
              ),
            )}
          </Breadcrumbs>
        </nav>
        <ScrollArea.Autosize mah="50vh" type="auto">
          <ListState
            variant="compact"
            loading={listing === null && !failed}
            error={failed}
            errorText={t('documents.drive.load_error')}
            retryText={t('documents.retry')}
            onRetry={() => void load(null)}
            empty={listing?.items.length === 0}
            emptyText={t('documents.drive.empty')}
          >
            <Table verticalSpacing={6}>
              <Table.Tbody>
                {(listing?.items ?? []).map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td w={40}>
                      <Checkbox
                        checked={chosen.has(item.id)}
                        onChange={() => toggle(item)}
                        aria-label={t('documents.drive.pick', { name: item.name })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        {item.is_folder ? (
                          <IconFolder size={18} aria-hidden color="var(--mantine-color-brand-6)" />
                        ) : (
                          <IconFile size={18} aria-hidden />
                        )}
                        {item.is_folder ? (
                          <Anchor
                            component="button"
                            type="button"
                            aria-label={t('documents.drive.open', { name: item.name })}
                            onClick={() => setTrail([...trail, { id: item.id, name: item.name }])}
                            style={{ wordBreak: 'break-word', textAlign: 'left' }}
                          >
                            {item.name}
                          </Anchor>
                        ) : (
                          <Text size="sm" style={{ wordBreak: 'break-word' }}>
                            {item.name}
                          </Text>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {listing?.next && (
              <Group justify="center" mt="xs">
                <Button
                  variant="subtle"
                  loading={loadingMore}
                  onClick={async () => {
                    setLoadingMore(true);
                    await load(listing.next);
                    setLoadingMore(false);
                  }}
                >
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
