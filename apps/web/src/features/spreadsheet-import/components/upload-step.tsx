import { Button, FileInput, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImportKind } from '../utils/import-fields.ts';

interface UploadStepProps {
  kind: ImportKind;
  onKind: (kind: ImportKind) => void;
  file: File | null;
  onFile: (file: File | null) => void;
  busy: boolean;
  onNext: () => void;
}

/** The first step: what the rows are, and the file. */
export function UploadStep({ kind, onKind, file, onFile, busy, onNext }: UploadStepProps) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Text size="sm" fw={500} id="import-kind-label">
        {t('spreadsheet_import.kind_label')}
      </Text>
      <SegmentedControl
        aria-labelledby="import-kind-label"
        value={kind}
        onChange={(value) => onKind(value === 'FUNDERS' ? 'FUNDERS' : 'GRANTS')}
        data={(['GRANTS', 'FUNDERS'] as const).map((value) => ({
          value,
          label: t(`spreadsheet_import.kind.${value}`),
        }))}
      />
      <FileInput
        label={t('spreadsheet_import.file_label')}
        placeholder={t('spreadsheet_import.file_placeholder')}
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        value={file}
        onChange={onFile}
        clearable
      />
      <Group>
        <Button disabled={!file} loading={busy} onClick={onNext}>
          {t('spreadsheet_import.next')}
        </Button>
      </Group>
    </Stack>
  );
}
