import { programGoalUpdateSchema } from '@grantflow/validation/program';
import { Modal, Radio, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { codedResolver, errorText } from '../../../lib/form-resolver.ts';
import { dollarsToMoneyInput } from '../../../lib/money.ts';
import { FormActions } from '../../../ui/form-actions.tsx';
import { MoneyInput } from '../../../ui/money-input.tsx';
import type { ProgramRow } from '../graphql/programs.ts';
import { useUpdateProgramGoal } from '../hooks/use-update-program-goal.ts';

type GoalScope = 'single' | 'forward';

interface EditGoalModalProps {
  program: ProgramRow;
  fiscalYear: number;
  onClose: () => void;
}

/** Mounted per program: its goal for the chosen fiscal year, for that year only or onwards. */
export function EditGoalModal({ program, fiscalYear, onClose }: EditGoalModalProps) {
  const { t } = useTranslation();
  const { update, saving } = useUpdateProgramGoal();
  const form = useForm<{ goal: string; scope: GoalScope }>({
    initialValues: { goal: dollarsToMoneyInput(program.yearlyGoal), scope: 'single' },
    validate: codedResolver(programGoalUpdateSchema),
  });
  const goal = form.getInputProps('goal');

  async function submit(values: { goal: string; scope: GoalScope }) {
    const parsed = programGoalUpdateSchema.parse(values);
    const saved = await update({
      id: program.id,
      goal: parsed.goal,
      year: fiscalYear,
      singleYear: values.scope === 'single',
    });
    if (saved) onClose();
  }

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('app.close') }}
      opened
      onClose={onClose}
      title={`${program.name} · ${t('programs.goal_title', { year: fiscalYear })}`}
    >
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack>
          <MoneyInput
            label={t('programs.goal')}
            required
            data-autofocus
            {...goal}
            error={errorText(goal.error)}
          />
          <Radio.Group label={t('programs.goal_scope')} {...form.getInputProps('scope')}>
            <Stack gap="xs" mt="xs">
              <Radio value="single" label={t('programs.goal_scope_single')} />
              <Radio value="forward" label={t('programs.goal_scope_forward')} />
            </Stack>
          </Radio.Group>
          <FormActions
            cancelLabel={t('programs.cancel')}
            onCancel={onClose}
            submitLabel={t('programs.save')}
            loading={saving}
          />
        </Stack>
      </form>
    </Modal>
  );
}
