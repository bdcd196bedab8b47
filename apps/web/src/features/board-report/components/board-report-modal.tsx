import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { codedResolver } from '../../../lib/form-resolver.ts';
import { boardReportSchema } from '../utils/board-report-schema.ts';
import { BOARD_REPORT_SECTIONS, type BoardReportSelection } from '../utils/board-report-sections.ts';
import { layOutAtPaperWidth } from '../utils/paper-width.ts';
import { schedulePrint } from '../utils/print-sequence.ts';

interface BoardReportModalProps {
  opened: boolean;
  /** The sections chosen last time; every one checked the first time (docs/product.md, Screens and routes). */
  initial: BoardReportSelection;
  onClose: () => void;
  /** Applies the choice to the page before it is printed. */
  onSelect: (selection: BoardReportSelection) => void;
  /** Injected by tests; the browser's print dialog otherwise. */
  print?: () => void;
}

/** Printable board report (docs/product.md, Screens and routes): six required checkboxes; Download closes (400 ms) then prints (800 ms). */
export function BoardReportModal({ opened, initial, onClose, onSelect, print }: BoardReportModalProps) {
  const { t } = useTranslation();
  const form = useForm<BoardReportSelection>({
    mode: 'controlled',
    initialValues: initial,
    validate: codedResolver(boardReportSchema),
  });
  const cancelPrint = useRef<(() => void) | null>(null);
  useEffect(() => () => cancelPrint.current?.(), []);

  const download = form.onSubmit((values) => {
    onSelect(values);
    cancelPrint.current?.();
    cancelPrint.current = schedulePrint({
      closeModal: () => {
        layOutAtPaperWidth();
        onClose();
      },
      openPrintDialog: print ?? (() => window.print()),
    });
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t('board_report.title')}>
      <form onSubmit={download} noValidate>
        <Stack>
          <Text size="sm">{t('board_report.intro')}</Text>
          {BOARD_REPORT_SECTIONS.map((key) => (
            <Checkbox
              key={key}
              label={t(`board_report.sections.${key}`)}
              {...form.getInputProps(key, { type: 'checkbox' })}
            />
          ))}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('board_report.cancel')}
            </Button>
            <Button type="submit">{t('board_report.download')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
