import { Code, Grid, Modal, NavLink, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListState } from '../../../ui/list-state.tsx';
import { useMergedDataView } from '../hooks/use-merged-data-view.ts';
import { MODAL_7XL, useAssistantModalProps } from './modal-sizes.ts';
import { TableRowsGrid } from './table-rows-grid.tsx';

interface MergedDataViewModalProps {
  opened: boolean;
  onClose: () => void;
  organizationId: string;
}

/** Merged Data View (7xl): the assistant's read-only copy of the organisation's data — tables, create_sql, rows. */
export function MergedDataViewModal({ opened, onClose, organizationId }: MergedDataViewModalProps) {
  const { t: v } = useTranslation('translation', { keyPrefix: 'assistant.data_view' });
  const modalProps = useAssistantModalProps(MODAL_7XL);
  const { tables, selected, rows, loadTables, loadRows } = useMergedDataView(organizationId, opened);
  return (
    <Modal opened={opened} onClose={onClose} {...modalProps} title={v('title')}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Title order={2} size="h5" mb="xs">
            {v('tables')}
          </Title>
          <ListState
            variant="compact"
            loading={tables.loading}
            error={tables.error !== null}
            errorText={tables.error ?? ''}
            retryText={v('retry')}
            onRetry={() => void loadTables()}
            empty={tables.data.length === 0}
            emptyText={v('empty_tables')}
          >
            <ScrollArea.Autosize mah="60vh" type="auto">
              <nav aria-label={v('tables')}>
                {tables.data.map((table) => (
                  <NavLink
                    variant="filled"
                    key={table.name}
                    component="button"
                    type="button"
                    label={table.name}
                    active={selected?.name === table.name}
                    aria-current={selected?.name === table.name ? 'true' : undefined}
                    onClick={() => void loadRows(table)}
                  />
                ))}
              </nav>
            </ScrollArea.Autosize>
          </ListState>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }} miw={0}>
          {selected === null ? (
            !tables.loading && tables.data.length > 0 && <Text c="dimmed">{v('choose_table')}</Text>
          ) : (
            <Stack gap="sm">
              <Title order={3} size="h5">
                {selected.name}
              </Title>
              <Text size="sm" fw={600}>
                {v('create_sql')}
              </Text>
              <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {selected.create_sql}
              </Code>
              <Text size="sm" fw={600}>
                {v('rows')}{' '}
                {!rows.loading && !rows.error && `(${v('row_count', { count: rows.data.length })})`}
              </Text>
              <ListState
                variant="compact"
                loading={rows.loading}
                error={rows.error !== null}
                errorText={rows.error ?? ''}
                retryText={v('retry')}
                onRetry={() => void loadRows(selected)}
                empty={rows.data.length === 0}
                emptyText={v('empty_rows')}
              >
                <TableRowsGrid name={selected.name} rows={rows.data} />
              </ListState>
            </Stack>
          )}
        </Grid.Col>
      </Grid>
    </Modal>
  );
}
