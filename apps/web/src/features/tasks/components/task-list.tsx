import { ActionIcon, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { OverdueBadge } from '../../../ui/overdue-badge.tsx';
import { AnchorLink } from '../../../ui/router-link.tsx';
import type { TaskRow } from '../graphql/tasks.ts';
import { isOverdue } from '../utils/task-form.ts';

interface TaskListProps {
  tasks: readonly TaskRow[];
  onToggle: (task: TaskRow) => void;
  onEdit: (task: TaskRow) => void;
  onDelete: (task: TaskRow) => void;
  /** My tasks: each task links to its application or funder. */
  showLinks?: boolean;
}

/** Tasks as rows: a checkbox completes (or reopens) one; an overdue one is highlighted. */
export function TaskList({ tasks, onToggle, onEdit, onDelete, showLinks = false }: TaskListProps) {
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {tasks.map((task) => (
        <TaskItem
          key={task.id}
          task={task}
          onToggle={onToggle}
          onEdit={onEdit}
          onDelete={onDelete}
          showLinks={showLinks}
        />
      ))}
    </Stack>
  );
}

function TaskItem({
  task,
  onToggle,
  onEdit,
  onDelete,
  showLinks,
}: Omit<TaskListProps, 'tasks'> & { task: TaskRow }) {
  const { t } = useTranslation();
  const overdue = isOverdue(task);
  const done = task.state === 'DONE';
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      data-testid="task-item"
      data-overdue={overdue || undefined}
      // Highlighted by its edge and a faint tint, so every text on it keeps its contrast.
      bg={overdue ? 'var(--mantine-color-error-0)' : undefined}
      style={overdue ? { borderLeft: '4px solid var(--mantine-color-error-6)' } : undefined}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Group wrap="nowrap" align="flex-start" gap="sm" style={{ minWidth: 0 }}>
          <Checkbox
            mt={2}
            checked={done}
            onChange={() => onToggle(task)}
            aria-label={t(done ? 'tasks.reopen_of' : 'tasks.complete_of', { title: task.title })}
          />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text
              fw={500}
              td={done ? 'line-through' : undefined}
              c={done ? 'dimmed' : undefined}
              style={{ overflowWrap: 'anywhere' }}
            >
              {task.title}
            </Text>
            <Group gap="xs" wrap="wrap">
              {overdue && <OverdueBadge />}
              <Text size="sm" c="dimmed">
                {task.dueDate ? t('tasks.due', { date: formatDate(task.dueDate) }) : t('tasks.no_due')}
              </Text>
              {task.assignee && (
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {t('tasks.for', { name: task.assignee.name })}
                </Text>
              )}
            </Group>
            {task.description && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {task.description}
              </Text>
            )}
            {showLinks && <TaskTargetLink task={task} />}
          </Stack>
        </Group>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={t('tasks.edit_of', { title: task.title })}
            onClick={() => onEdit(task)}
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="error"
            aria-label={t('tasks.delete_of', { title: task.title })}
            onClick={() => onDelete(task)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}

function TaskTargetLink({ task }: { task: TaskRow }) {
  const { t } = useTranslation();
  const application = task.application;
  if (application?.funderId) {
    return (
      <AnchorLink
        size="sm"
        to="/funder/$id"
        params={{ id: application.funderId }}
        search={{ application: Number(application.id) }}
      >
        {t('tasks.open_application')}
      </AnchorLink>
    );
  }
  if (task.funder) {
    return (
      <AnchorLink size="sm" to="/funder/$id" params={{ id: task.funder.id }}>
        {t('tasks.open_funder')}
      </AnchorLink>
    );
  }
  return null;
}
