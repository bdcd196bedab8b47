import { taskFormSchema } from '@grantflow/validation/task';
import { Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { codedResolver, errorText } from '../../../lib/form-resolver.ts';
import { DateField } from '../../../ui/date-input.tsx';
import { FormActions } from '../../../ui/form-actions.tsx';
import type { TaskRow } from '../graphql/tasks.ts';
import { useAssignableUsers } from '../hooks/use-task-lists.ts';
import { initialTaskForm, type TaskFormValues } from '../utils/task-form.ts';

interface TaskFormModalProps {
  opened: boolean;
  /** The task to edit; null adds one. */
  task: TaskRow | null;
  saving: boolean;
  onClose: () => void;
  onSubmit: (values: TaskFormValues) => Promise<boolean>;
}

/** Add or edit a task: title, assignee (users of the organisation), due date typed in the user's format, description. */
export function TaskFormModal({ opened, task, saving, onClose, onSubmit }: TaskFormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(task ? 'tasks.edit_title' : 'tasks.add_title')}
      closeButtonProps={{ 'aria-label': t('app.close') }}
    >
      {/* Mounted per opening, so each starts from the task it edits. */}
      {opened && <TaskForm task={task} saving={saving} onClose={onClose} onSubmit={onSubmit} />}
    </Modal>
  );
}

function TaskForm({ task, saving, onClose, onSubmit }: Omit<TaskFormModalProps, 'opened'>) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const { users, loading } = useAssignableUsers(false);
  const form = useForm<TaskFormValues>({
    initialValues: initialTaskForm(task, user?.id ?? null),
    validate: codedResolver(taskFormSchema),
  });
  const input = <K extends keyof TaskFormValues>(path: K) => {
    const props = form.getInputProps(path);
    return { ...props, error: errorText(props.error) };
  };

  return (
    <form
      onSubmit={form.onSubmit(async (values) => {
        if (await onSubmit(values)) onClose();
      })}
      noValidate
    >
      <Stack>
        <TextInput label={t('tasks.title')} required data-autofocus {...input('title')} />
        <Select
          label={t('tasks.assignee')}
          placeholder={t('tasks.assignee_placeholder')}
          required
          searchable
          data={users}
          disabled={loading}
          {...input('assigneeId')}
        />
        <DateField label={t('tasks.due_date')} clearable {...input('dueDate')} />
        <Textarea label={t('tasks.description')} autosize minRows={2} maxRows={6} {...input('description')} />
        <FormActions
          cancelLabel={t('tasks.cancel')}
          onCancel={onClose}
          submitLabel={t('tasks.save')}
          loading={saving}
        />
      </Stack>
    </form>
  );
}
