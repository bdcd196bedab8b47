import { Alert, Button, Group, List, Loader, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSpreadsheetImport } from '../hooks/use-spreadsheet-import.ts';
import { reasonText } from '../utils/reason-text.ts';

/** A started import: its progress bar while it runs, then the counts, the skipped rows and Undo. */
export function ImportReport({ id, onAgain }: { id: string; onAgain: () => void }) {
  const { t } = useTranslation();
  const { state, error, running, undo, undoing, downloadSkipped } = useSpreadsheetImport(id);
  if (error && !state) return <Alert color="red">{t('spreadsheet_import.load_error')}</Alert>;
  if (!state) return <Loader aria-label={t('spreadsheet_import.reading')} />;
  const total = Math.max(state.totalRows, 1);
  if (running) {
    const label = t('spreadsheet_import.importing', { done: state.processedRows, total: state.totalRows });
    return (
      <Stack gap="xs">
        <Text aria-live="polite">{label}</Text>
        <Progress value={(state.processedRows / total) * 100} aria-label={label} animated />
      </Stack>
    );
  }
  const failed = state.status === 'FAILED';
  return (
    <Stack data-testid="spreadsheet-import-report">
      <Title order={2} size="h4">
        {t(failed ? 'spreadsheet_import.failed_title' : 'spreadsheet_import.done_title')}
      </Title>
      {failed && state.errorCode ? (
        <Alert color="red">{t(`error_codes.${state.errorCode}` as never)}</Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        {(['created', 'matched', 'skipped'] as const).map((key) => (
          <div key={key}>
            <Text size="sm" c="dimmed">
              {t(`spreadsheet_import.counts.${key}`)}
            </Text>
            <Text size="xl" fw={700} data-testid={`count-${key}`}>
              {state[`${key}Count`]}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      {state.skippedRows.length > 0 ? (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('spreadsheet_import.skipped_title')}
          </Title>
          <List size="sm">
            {state.skippedRows.slice(0, 50).map((row) => (
              <List.Item key={row.rowNumber}>
                {t('spreadsheet_import.row')} {row.rowNumber}: {row.reasons.map(reasonText).join('; ')}
              </List.Item>
            ))}
          </List>
          <Group>
            <Button variant="light" onClick={() => void downloadSkipped()}>
              {t('spreadsheet_import.download_skipped')}
            </Button>
          </Group>
        </Stack>
      ) : null}
      {state.undone ? <Alert color="gray">{t('spreadsheet_import.undone')}</Alert> : null}
      <Group>
        {!state.undone && new Date(state.undoUntil).getTime() > Date.now() ? (
          <Button color="red" variant="outline" loading={undoing} onClick={() => void undo()}>
            {t('spreadsheet_import.undo')}
          </Button>
        ) : null}
        <Button variant="subtle" onClick={onAgain}>
          {t('spreadsheet_import.again')}
        </Button>
      </Group>
    </Stack>
  );
}
