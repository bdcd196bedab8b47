import { NEXT_DAYS_OPTIONS, type NextDaysOption } from '@grantflow/domain/constants/limits';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const isNextDays = (value: number): value is NextDaysOption =>
  (NEXT_DAYS_OPTIONS as readonly number[]).includes(value);

interface NextDaysSelectProps {
  value: NextDaysOption;
  onChange: (days: NextDaysOption) => void;
}

/** "Next N days": the range the deadlines cover. */
export function NextDaysSelect({ value, onChange }: NextDaysSelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('deadlines.next_days')}
      data={NEXT_DAYS_OPTIONS.map((n) => ({
        value: String(n),
        label: t('deadlines.next_days_option', { count: n }),
      }))}
      value={String(value)}
      onChange={(chosen) => {
        const n = Number(chosen);
        if (isNextDays(n)) onChange(n);
      }}
      allowDeselect={false}
      w={200}
    />
  );
}
