import { RELOAD_AFTER_SUCCESS_MS } from '@grantflow/domain/constants/timing';
import { programNameUpdateSchema } from '@grantflow/validation/program';
import { Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { codedResolver, errorText } from '../../../lib/form-resolver.ts';
import { FormActions } from '../../../ui/form-actions.tsx';
import type { ProgramRow } from '../graphql/programs.ts';
import { useRenameProgram } from '../hooks/use-rename-program.ts';

interface EditNameModalProps {
  program: ProgramRow;
  onClose: () => void;
}

/** Renames through POST /program/name; the page reloads a second later (docs/product.md, Screens and routes). */
export function EditNameModal({ program, onClose }: EditNameModalProps) {
  const { t } = useTranslation();
  const { rename, saving } = useRenameProgram();
  const form = useForm<{ name: string }>({
    initialValues: { name: program.name },
    validate: codedResolver(programNameUpdateSchema),
  });
  const name = form.getInputProps('name');

  async function submit(values: { name: string }) {
    const parsed = programNameUpdateSchema.parse(values);
    if (parsed.name === program.name) {
      onClose();
      return;
    }
    if (!(await rename(program.id, parsed.name))) return;
    onClose();
    window.setTimeout(() => window.location.reload(), RELOAD_AFTER_SUCCESS_MS);
  }

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('app.close') }}
      opened
      onClose={onClose}
      title={t('programs.name_title')}
    >
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack>
          <TextInput
            label={t('programs.name')}
            required
            data-autofocus
            {...name}
            error={errorText(name.error)}
          />
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
