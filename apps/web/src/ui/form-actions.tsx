import { Button, Group } from '@mantine/core';

interface FormActionsProps {
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  loading?: boolean;
  /** Cancelling is blocked while some forms send. */
  cancelDisabled?: boolean;
}

/** A form's Cancel and submit buttons, right-aligned. */
export function FormActions({
  cancelLabel,
  onCancel,
  submitLabel,
  loading,
  cancelDisabled,
}: FormActionsProps) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={cancelDisabled}>
        {cancelLabel}
      </Button>
      <Button type="submit" loading={loading}>
        {submitLabel}
      </Button>
    </Group>
  );
}
