import { Alert, Select, Stack, Stepper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../ui/page-title.tsx';
import {
  PreviewSpreadsheetMutation,
  type SpreadsheetPreview,
  StartSpreadsheetMutation,
} from '../graphql/spreadsheet-import.ts';
import { cellLanguage, type ImportKind, mappingComplete } from '../utils/import-fields.ts';
import { sendSpreadsheet } from '../utils/send-spreadsheet.ts';
import { ImportReport } from './import-report.tsx';
import { MappingTable } from './mapping-table.tsx';
import { PreviewTable } from './preview-table.tsx';
import { FunderMatchChoice, StepButtons } from './step-parts.tsx';
import { UploadStep } from './upload-step.tsx';

/** The import wizard (docs/product.md, Importing a spreadsheet); a started import's id is kept in the address. */
export function SpreadsheetImportPage(props: {
  initialKind: ImportKind;
  initialId: string | null;
  onImport: (id: string | null) => void;
}) {
  const { initialKind } = props;
  const { t, i18n } = useTranslation();
  const language = cellLanguage(i18n.resolvedLanguage ?? i18n.language);
  const [kind, setKind] = useState<ImportKind>(initialKind);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<SpreadsheetPreview | null>(null);
  const [mapping, setMapping] = useState<(string | null)[]>([]);
  const [funderMatch, setFunderMatch] = useState<'MERGE' | 'CREATE'>('MERGE');
  const [importId, setImportId] = useState<string | null>(props.initialId);
  const [step, setStep] = useState(props.initialId ? 3 : 0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function read(next: { sheet?: string | null; mapping?: (string | null)[] | null }, then?: number) {
    if (!file) return;
    setBusy(true);
    setError(null);
    const sheet = next.sheet ?? preview?.sheet ?? null;
    const variables = { kind, language, sheet, mapping: next.mapping ?? null };
    const field = 'previewSpreadsheetImport';
    const answer = await sendSpreadsheet<SpreadsheetPreview>(
      PreviewSpreadsheetMutation,
      field,
      variables,
      file,
    );
    setBusy(false);
    if (!answer.ok) return setError(answer.error);
    setPreview(answer.data);
    if (!next.mapping) setMapping(answer.data.savedMapping ?? answer.data.guessedMapping);
    if (then !== undefined) setStep(then);
  }

  async function start() {
    if (!file || !preview) return;
    setBusy(true);
    setError(null);
    const variables = { kind, language, sheet: preview.sheet, mapping, funderMatch };
    const field = 'startSpreadsheetImport';
    const answer = await sendSpreadsheet<{ id: string }>(StartSpreadsheetMutation, field, variables, file);
    setBusy(false);
    if (!answer.ok) return setError(answer.error);
    setImportId(answer.data.id);
    props.onImport(answer.data.id);
    setStep(3);
  }

  function restart() {
    setFile(null);
    setPreview(null);
    setImportId(null);
    props.onImport(null);
    setStep(0);
  }

  return (
    <Stack maw={1100}>
      <PageTitle documentTitle={t('spreadsheet_import.title')}>{t('spreadsheet_import.title')}</PageTitle>
      <Text>{t('spreadsheet_import.intro')}</Text>
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      <Stepper active={step} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label={t('spreadsheet_import.steps.upload')}>
          <UploadStep
            kind={kind}
            onKind={setKind}
            file={file}
            onFile={setFile}
            busy={busy}
            onNext={() => void read({}, 1)}
          />
        </Stepper.Step>
        <Stepper.Step label={t('spreadsheet_import.steps.map')}>
          {preview ? (
            <Stack>
              {preview.sheets.length > 1 ? (
                <Select
                  label={t('spreadsheet_import.sheet_label')}
                  data={preview.sheets}
                  value={preview.sheet}
                  allowDeselect={false}
                  onChange={(sheet) => void read({ sheet })}
                />
              ) : null}
              <Text size="sm">{t('spreadsheet_import.map_intro')}</Text>
              {preview.savedMapping ? (
                <Alert color="blue">{t('spreadsheet_import.saved_mapping')}</Alert>
              ) : null}
              <MappingTable kind={kind} headers={preview.headers} mapping={mapping} onChange={setMapping} />
              <StepButtons
                onBack={() => setStep(0)}
                next={t('spreadsheet_import.next')}
                disabled={!mappingComplete(kind, mapping)}
                busy={busy}
                onNext={() => void read({ mapping }, 2)}
              />
            </Stack>
          ) : null}
        </Stepper.Step>
        <Stepper.Step label={t('spreadsheet_import.steps.preview')}>
          {preview ? (
            <Stack>
              <PreviewTable preview={preview} />
              <FunderMatchChoice value={funderMatch} onChange={setFunderMatch} />
              <StepButtons
                onBack={() => setStep(1)}
                next={t('spreadsheet_import.start', { total: preview.totalRows })}
                busy={busy}
                onNext={() => void start()}
              />
            </Stack>
          ) : null}
        </Stepper.Step>
        <Stepper.Step label={t('spreadsheet_import.steps.import')}>
          {importId ? <ImportReport id={importId} onAgain={restart} /> : null}
        </Stepper.Step>
      </Stepper>
    </Stack>
  );
}
