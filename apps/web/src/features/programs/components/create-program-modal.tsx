import { programCreateSchema } from '@grantflow/validation/program';
import { Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { codedResolver, errorText } from '../../../lib/form-resolver.ts';
import { FormActions } from '../../../ui/form-actions.tsx';
import { MoneyInput } from '../../../ui/money-input.tsx';
import { useCreateProgram } from '../hooks/use-create-program.ts';

interface CreateProgramModalProps {
  opened: boolean;
  onClose: () => void;
  organizationId: string | null;
}

export function CreateProgramModal({ opened, onClose, organizationId }: CreateProgramModalProps) {
  const { t } = useTranslation();
  const { create, creating } = useCreateProgram();
  const form = useForm<{ name: string; yearlyGoal: string }>({
    initialValues: { name: '', yearlyGoal: '' },
    validate: codedResolver(programCreateSchema),
  });

  const input = (path: 'name' | 'yearlyGoal') => {
    const props = form.getInputProps(path);
    return { ...props, error: errorText(props.error) };
  };

  function close() {
    form.reset();
    onClose();
  }

  async function submit() {
    const values = programCreateSchema.parse(form.getValues());
    if (await create({ name: values.name, yearlyGoal: values.yearlyGoal, organizationId })) close();
  }

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('app.close') }}
      opened={opened}
      onClose={close}
      title={t('create_program.title')}
    >
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack>
          <TextInput label={t('create_program.name')} required data-autofocus {...input('name')} />
          <MoneyInput label={t('create_program.yearly_goal')} required {...input('yearlyGoal')} />
          <FormActions
            cancelLabel={t('programs.cancel')}
            onCancel={close}
            submitLabel={t('create_program.submit')}
            loading={creating}
          />
        </Stack>
      </form>
    </Modal>
  );
}
