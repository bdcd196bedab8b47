import { ActionIcon, Group, Table, Tooltip } from '@mantine/core';
import { IconCursorText, IconTarget, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDollars } from '../../../lib/money.ts';
import { ListTable } from '../../../ui/list-table.tsx';
import type { ProgramRow } from '../graphql/programs.ts';

const COLUMN_COUNT = 4;

interface ProgramsTableProps {
  rows: readonly ProgramRow[];
  loading: boolean;
  onEditGoal: (program: ProgramRow) => void;
  onEditName: (program: ProgramRow) => void;
  onDelete: (program: ProgramRow) => void;
}

export function ProgramsTable({ rows, loading, onEditGoal, onEditName, onDelete }: ProgramsTableProps) {
  const { t } = useTranslation();
  const label = {
    yearlyGoal: t('programs.yearly_goal'),
    achieved: t('programs.achieved_amount'),
    actions: t('programs.actions'),
  };
  return (
    <ListTable
      stacked
      minWidth={640}
      caption={t('programs.caption')}
      head={
        <Table.Tr>
          <Table.Th scope="col">{t('programs.name')}</Table.Th>
          <Table.Th scope="col" ta="right">
            {label.yearlyGoal}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {label.achieved}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {label.actions}
          </Table.Th>
        </Table.Tr>
      }
      columns={COLUMN_COUNT}
      loading={loading}
      empty={rows.length === 0}
      emptyTitle={t('programs.empty_title')}
      emptyBody={t('programs.empty_body')}
    >
      {rows.map((program) => {
        const goalLabel = t('programs.edit_goal_of', { name: program.name });
        const nameLabel = t('programs.edit_name_of', { name: program.name });
        const deleteLabel = t('programs.delete_of', { name: program.name });
        return (
          <Table.Tr key={program.id}>
            <Table.Td fw={600} data-label={t('programs.name')} data-stack-title>
              {program.name}
            </Table.Td>
            <Table.Td ta="right" data-label={label.yearlyGoal}>
              {formatDollars(program.yearlyGoal)}
            </Table.Td>
            <Table.Td ta="right" data-label={label.achieved}>
              {formatDollars(program.achievedAmount)}
            </Table.Td>
            <Table.Td data-label={label.actions}>
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <Tooltip label={t('programs.edit_goal')}>
                  <ActionIcon variant="subtle" aria-label={goalLabel} onClick={() => onEditGoal(program)}>
                    <IconTarget size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('programs.edit_name')}>
                  <ActionIcon variant="subtle" aria-label={nameLabel} onClick={() => onEditName(program)}>
                    <IconCursorText size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('programs.delete')}>
                  <ActionIcon
                    variant="subtle"
                    color="error"
                    aria-label={deleteLabel}
                    onClick={() => onDelete(program)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </ListTable>
  );
}
