import { Checkbox, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../ui/form-actions.tsx';
import {
  DEADLINE_TABLES,
  type IncludeTables,
  includeTablesError,
  toIncludeTables,
} from '../utils/include-tables.ts';

export type DownloadFormat = 'pdf' | 'excel';

interface IncludeTablesModalProps {
  /** The format being downloaded; null keeps the modal closed. */
  format: DownloadFormat | null;
  busy?: boolean;
  onClose: () => void;
  onSubmit: (format: DownloadFormat, include: IncludeTables) => void;
}

/** Which tables go into the download (docs/product.md, Deadlines); both checked by default, at least one required. */
export function IncludeTablesModal({ format, busy = false, onClose, onSubmit }: IncludeTablesModalProps) {
  const { t } = useTranslation();
  const form = useForm<{ tables: string[] }>({
    initialValues: { tables: [...DEADLINE_TABLES] },
    validate: {
      tables: (value) => {
        const error = includeTablesError(toIncludeTables(value));
        return error ? t(error) : null;
      },
    },
  });

  // Every opening starts from both tables (docs/product.md, Deadlines).
  useEffect(() => {
    if (format) form.reset();
  }, [format]);

  return (
    <Modal opened={format !== null} onClose={onClose} title={t('deadlines.include.title')}>
      <form
        onSubmit={form.onSubmit((values) => {
          if (format) onSubmit(format, toIncludeTables(values.tables));
        })}
        noValidate
      >
        <Stack>
          <Checkbox.Group
            label={t('deadlines.include.legend')}
            withAsterisk
            {...form.getInputProps('tables')}
          >
            <Stack gap="xs" mt="xs">
              {DEADLINE_TABLES.map((table) => (
                <Checkbox key={table} value={table} label={t(`deadlines.include.${table}`)} />
              ))}
            </Stack>
          </Checkbox.Group>
          <FormActions
            cancelLabel={t('deadlines.include.cancel')}
            onCancel={onClose}
            submitLabel={
              format === 'excel' ? t('deadlines.include.submit_excel') : t('deadlines.include.submit_pdf')
            }
            loading={busy}
          />
        </Stack>
      </form>
    </Modal>
  );
}
