import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { TaskReminderDaysQuery, UpdateTaskReminderDaysMutation } from '../graphql/reminders.ts';

/** The days a user may pick; any 0–365 is accepted by the server, these cover what people ask for. */
const CHOICES = [0, 1, 2, 3, 7, 14, 30, 60] as const;

/**
 * The caller's own task reminder days, beside the deadline reminders' switch (docs/product.md, Tasks): each
 * change is saved at once; none picked turns task reminders off.
 */
export function TaskReminderDays() {
  const { t } = useTranslation();
  const [{ data, fetching, error }] = useQuery({ query: TaskReminderDaysQuery });
  const [{ fetching: saving }, update] = useMutation(UpdateTaskReminderDaysMutation);
  const stored = data?.currentUser?.taskReminderDays ?? [];
  const choices = [...new Set([...CHOICES, ...stored])].sort((a, b) => a - b);

  const save = async (values: string[]) => {
    // The answer is a list, not a User: naming the type refetches currentUser's days.
    const result = await update({ days: values.map(Number) }, { additionalTypenames: ['User'] });
    if (result.error || !result.data) {
      notifyError(result.error ? mutationErrorMessage(result.error) : t('errors.unexpected'));
      return;
    }
    notifySuccess(t('reminders.task_days_saved'));
  };

  return (
    <MultiSelect
      label={t('reminders.task_days_label')}
      description={error && !data ? t('reminders.load_error') : t('reminders.task_days_description')}
      placeholder={stored.length === 0 ? t('reminders.task_days_none') : undefined}
      data={choices.map((day) => ({
        value: String(day),
        label: day === 0 ? t('reminders.task_days_due_day') : t('reminders.task_days_before', { count: day }),
      }))}
      value={[...stored].sort((a, b) => b - a).map(String)}
      onChange={(values) => void save(values)}
      disabled={(fetching && !data) || saving || Boolean(error && !data)}
      data-testid="task-reminder-days"
    />
  );
}
