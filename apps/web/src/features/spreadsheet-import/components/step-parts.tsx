import { Button, Group, Radio } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Back and the step's action. */
export function StepButtons(props: {
  onBack: () => void;
  next: string;
  disabled?: boolean;
  busy: boolean;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group>
      <Button variant="default" onClick={props.onBack}>
        {t('spreadsheet_import.back')}
      </Button>
      <Button disabled={props.disabled ?? false} loading={props.busy} onClick={props.onNext}>
        {props.next}
      </Button>
    </Group>
  );
}

/** What a row naming an existing funder does: use it (MERGE) or create a new one (CREATE). */
export function FunderMatchChoice(props: {
  value: 'MERGE' | 'CREATE';
  onChange: (value: 'MERGE' | 'CREATE') => void;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={t('spreadsheet_import.funder_match')}
      value={props.value}
      onChange={(value) => props.onChange(value === 'CREATE' ? 'CREATE' : 'MERGE')}
    >
      <Group mt="xs">
        {(['MERGE', 'CREATE'] as const).map((value) => (
          <Radio key={value} value={value} label={t(`spreadsheet_import.funder_match_options.${value}`)} />
        ))}
      </Group>
    </Radio.Group>
  );
}
