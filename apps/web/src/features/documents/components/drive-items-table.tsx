import type { DriveItem } from '@grantflow/validation/drive-wire';
import { Anchor, Checkbox, Group, Table, Text } from '@mantine/core';
import { IconFile, IconFolder } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface DriveItemsTableProps {
  items: readonly DriveItem[];
  chosen: ReadonlyMap<string, DriveItem>;
  onToggle: (item: DriveItem) => void;
  onOpenFolder: (item: DriveItem) => void;
}

/** A drive folder's items in the browser, each with its pick box; a folder's name opens it. */
export function DriveItemsTable({ items, chosen, onToggle, onOpenFolder }: DriveItemsTableProps) {
  const { t } = useTranslation();
  return (
    <Table verticalSpacing={6}>
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr key={item.id}>
            <Table.Td w={40}>
              <Checkbox
                checked={chosen.has(item.id)}
                onChange={() => onToggle(item)}
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
                    onClick={() => onOpenFolder(item)}
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
  );
}
