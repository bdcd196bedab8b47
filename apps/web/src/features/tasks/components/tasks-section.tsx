import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState } from '../../../ui/list-state.tsx';
import type { TaskRow } from '../graphql/tasks.ts';
import { useTaskActions } from '../hooks/use-task-actions.ts';
import { useTargetTasks } from '../hooks/use-task-lists.ts';
import type { TaskTarget } from '../utils/task-form.ts';
import { TaskFormModal } from './task-form-modal.tsx';
import { TaskList } from './task-list.tsx';

/** The "Tasks" section of an application's dialog or a funder's page: its tasks, add, edit, complete, delete. */
export function TasksSection({ framed = false, ...target }: TaskTarget & { framed?: boolean }) {
  const { t } = useTranslation();
  const { tasks, loading, error, retry } = useTargetTasks(target);
  const actions = useTaskActions();
  // undefined: closed; null: adding; a task: editing it.
  const [editing, setEditing] = useState<TaskRow | null | undefined>(undefined);

  const section = (
    <Stack gap="sm" component="section" aria-labelledby="tasks-section-title" data-testid="tasks-section">
      <Group justify="space-between">
        <Title order={3} size="h4" id="tasks-section-title">
          {t('tasks.section_title')}
        </Title>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => setEditing(null)}
        >
          {t('tasks.add')}
        </Button>
      </Group>
      <ListState
        variant="compact"
        loading={loading}
        error={error}
        errorText={t('tasks.load_error')}
        retryText={t('tasks.retry')}
        onRetry={retry}
        empty={tasks.length === 0}
        emptyText={t('tasks.empty')}
      >
        <TaskList
          tasks={tasks}
          onToggle={(task) => void actions.toggle(task)}
          onEdit={(task) => setEditing(task)}
          onDelete={(task) => void actions.remove(task)}
        />
      </ListState>
      <TaskFormModal
        opened={editing !== undefined}
        task={editing ?? null}
        saving={actions.saving}
        onClose={() => setEditing(undefined)}
        onSubmit={(values) => actions.save(editing ?? null, values, target)}
      />
    </Stack>
  );
  // On a page it is a card like the page's other sections; in a dialog it sits in the dialog's flow.
  return framed ? (
    <Card withBorder padding="lg">
      {section}
    </Card>
  ) : (
    section
  );
}
