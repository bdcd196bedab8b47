import { Code, Grid, Modal, NavLink, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState } from '../../../ui/list-state.tsx';
import { fetchTableRows, fetchTables } from '../utils/data-view-api.ts';
import type { DatabaseTable, TableRow } from '../utils/fine-tuning-types.ts';
import { cellText, columnsOf } from '../utils/table-columns.ts';
import { MODAL_7XL, useAssistantModalProps } from './modal-sizes.ts';

interface MergedDataViewModalProps {
  opened: boolean;
  onClose: () => void;
  organizationId: string;
}

interface Load<T> {
  loading: boolean;
  error: string | null;
  data: T;
}

/** Merged Data View (7xl): the assistant's read-only copy of the organisation's data — tables, create_sql, rows. */
export function MergedDataViewModal({ opened, onClose, organizationId }: MergedDataViewModalProps) {
  const { t: v } = useTranslation('translation', { keyPrefix: 'assistant.data_view' });
  const modalProps = useAssistantModalProps(MODAL_7XL);
  const [tables, setTables] = useState<Load<DatabaseTable[]>>({ loading: true, error: null, data: [] });
  const [selected, setSelected] = useState<DatabaseTable | null>(null);
  const [rows, setRows] = useState<Load<TableRow[]>>({ loading: false, error: null, data: [] });

  const loadRows = useCallback(
    async (table: DatabaseTable) => {
      setSelected(table);
      setRows({ loading: true, error: null, data: [] });
      const result = await fetchTableRows(organizationId, table.name);
      setRows(
        result.ok
          ? { loading: false, error: null, data: result.data }
          : { loading: false, error: result.error, data: [] },
      );
    },
    [organizationId],
  );

  const loadTables = useCallback(async () => {
    setTables((s) => ({ ...s, loading: true }));
    const result = await fetchTables(organizationId);
    if (!result.ok) {
      setTables({ loading: false, error: result.error, data: [] });
      return;
    }
    setTables({ loading: false, error: null, data: result.data });
    // The first table opens at once, so the view never starts empty.
    const first = result.data[0];
    if (first) void loadRows(first);
  }, [organizationId, loadRows]);

  useEffect(() => {
    if (opened) void loadTables();
  }, [opened, loadTables]);

  const columns = columnsOf(rows.data);
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
                <Table.ScrollContainer
                  minWidth={columns.length * 140}
                  maxHeight="50vh"
                  // Keyboard users can scroll the grid (axe: scrollable-region-focusable).
                  scrollAreaProps={{ viewportProps: { tabIndex: 0, 'aria-label': selected.name } }}
                >
                  <Table striped withTableBorder stickyHeader fz="xs" aria-label={selected.name}>
                    <Table.Thead>
                      <Table.Tr>
                        {columns.map((column) => (
                          <Table.Th key={column} scope="col">
                            {column}
                          </Table.Th>
                        ))}
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {rows.data.map((row, i) => (
                        <Table.Tr key={i}>
                          {columns.map((column) => (
                            <Table.Td key={column}>{cellText(row[column])}</Table.Td>
                          ))}
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </ListState>
            </Stack>
          )}
        </Grid.Col>
      </Grid>
    </Modal>
  );
}
