import { programCreateSchema } from '@grantflow/validation/program';
import { Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { i18n } from '../../../i18n/index.ts';
import { codedResolver, errorText } from '../../../lib/form-resolver.ts';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { FormActions } from '../../../ui/form-actions.tsx';
import { MoneyInput } from '../../../ui/money-input.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { CreateProgramMutation } from '../graphql/programs.ts';

interface CreateProgramModalProps {
  opened: boolean;
  onClose: () => void;
  organizationId: string | null;
}

export function CreateProgramModal({ opened, onClose, organizationId }: CreateProgramModalProps) {
  const { t } = useTranslation();
  const [{ fetching }, createProgram] = useMutation(CreateProgramMutation);
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
    const result = await createProgram(
      { name: values.name, yearlyGoal: values.yearlyGoal, organizationId },
      { additionalTypenames: ['Program'] },
    );
    if (result.error || !result.data) {
      notifyError(result.error ? mutationErrorMessage(result.error) : i18n.t('errors.unexpected'));
      return;
    }
    notifySuccess(t('create_program.success'));
    close();
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
            loading={fetching}
          />
        </Stack>
      </form>
    </Modal>
  );
}
