import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload, IconFileSpreadsheet, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DownloadFormat } from './include-tables-modal.tsx';

interface DeadlinesDownloadMenuProps {
  disabled: boolean;
  onChoose: (format: DownloadFormat) => void;
}

/** The Download menu: PDF (print) or Excel, each opening the include-tables modal. */
export function DeadlinesDownloadMenu({ disabled, onChoose }: DeadlinesDownloadMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          leftSection={<IconDownload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          disabled={disabled}
        >
          {t('deadlines.download')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPrinter size={14} aria-hidden />} onClick={() => onChoose('pdf')}>
          {t('deadlines.download_pdf')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconFileSpreadsheet size={14} aria-hidden />}
          onClick={() => onChoose('excel')}
        >
          {t('deadlines.download_excel')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
