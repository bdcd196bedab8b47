import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState } from '../../../ui/list-state.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import type { TaskRow } from '../graphql/tasks.ts';
import { useTaskActions } from '../hooks/use-task-actions.ts';
import { useMyTasks } from '../hooks/use-task-lists.ts';
import { TaskFormModal } from './task-form-modal.tsx';
import { TaskList } from './task-list.tsx';

/** /tasks: the caller's open tasks, the overdue first (highlighted), each linked to its application or funder. */
export function MyTasksPage() {
  const { t } = useTranslation();
  const { tasks, total, loading, error, retry } = useMyTasks();
  const actions = useTaskActions();
  const [editing, setEditing] = useState<TaskRow | undefined>(undefined);

  return (
    <Stack>
      <PageTitle documentTitle={t('tasks.my_tasks')}>{t('tasks.my_tasks')}</PageTitle>
      {total > 0 && (
        <Text c="dimmed" size="sm" role="status">
          {t('tasks.total', { count: total })}
        </Text>
      )}
      <ListState
        variant="page"
        loading={loading}
        error={error}
        errorText={t('tasks.load_error')}
        retryText={t('tasks.retry')}
        onRetry={retry}
        empty={tasks.length === 0}
        emptyText={t('tasks.my_empty')}
        emptyBody={t('tasks.my_empty_body')}
      >
        <TaskList
          tasks={tasks}
          showLinks
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
        onSubmit={(values) =>
          editing
            ? actions.save(editing, values, {
                applicationId: editing.application?.id ?? null,
                funderId: editing.funder?.id ?? null,
              })
            : Promise.resolve(false)
        }
      />
    </Stack>
  );
}
