import { type SupportTicketInput, supportTicketSchema } from '@grantflow/validation/support';
import { Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { codedResolver, errorText } from '../../../lib/form-resolver.ts';
import { reloadSoon } from '../../../lib/reload.ts';
import { FormActions } from '../../../ui/form-actions.tsx';
import { useSendSupportTicket } from '../hooks/use-send-support-ticket.ts';

interface SupportTicketModalProps {
  opened: boolean;
  onClose: () => void;
  user: { id: string; email: string; organization: { name: string } };
}

/** Help/Support (docs/product.md, Screens and routes): POST /support, then reload after 1 s. Name, organisation and e-mail start filled in. */
export function SupportTicketModal({ opened, onClose, user }: SupportTicketModalProps) {
  const { t } = useTranslation();
  const { send, submitting } = useSendSupportTicket(user.id);
  const form = useForm<SupportTicketInput>({
    mode: 'uncontrolled',
    initialValues: { name: '', organization: user.organization.name, email: user.email, message: '' },
    // Validated as a whole on submit only: a lone error appearing when the first field blurs (as the pointer
    // presses Send) pushed the button away, so each click showed one more error and never sent.
    validate: codedResolver(supportTicketSchema),
  });

  async function submit(values: SupportTicketInput) {
    if (!(await send(values))) return;
    onClose();
    reloadSoon();
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t('support.title')} closeOnClickOutside={false}>
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack>
          <Text size="sm">{t('support.intro')}</Text>
          <TextInput
            label={t('support.name')}
            autoComplete="name"
            withAsterisk
            data-autofocus
            key={form.key('name')}
            {...form.getInputProps('name')}
            error={errorText(form.errors.name)}
          />
          <TextInput
            label={t('support.organization')}
            autoComplete="organization"
            withAsterisk
            key={form.key('organization')}
            {...form.getInputProps('organization')}
            error={errorText(form.errors.organization)}
          />
          <TextInput
            label={t('support.email')}
            type="email"
            autoComplete="email"
            withAsterisk
            key={form.key('email')}
            {...form.getInputProps('email')}
            error={errorText(form.errors.email)}
          />
          <Textarea
            label={t('support.message')}
            withAsterisk
            rows={5}
            key={form.key('message')}
            {...form.getInputProps('message')}
            error={errorText(form.errors.message)}
          />
          <FormActions
            cancelLabel={t('support.cancel')}
            onCancel={onClose}
            cancelDisabled={submitting}
            submitLabel={t('support.submit')}
            loading={submitting}
          />
        </Stack>
      </form>
    </Modal>
  );
}
