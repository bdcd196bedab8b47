import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import 'dayjs/locale/pt';
import { parseDisplayDate } from '@grantflow/domain/dates/display-date';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';

/** Shown and typed as MM/dd/yyyy (docs/product.md, Money and dates); the value stays the wire form. */
export const DISPLAY_DATE_FORMAT = 'MM/DD/YYYY';

export interface DateFieldProps
  extends Omit<DateInputProps, 'value' | 'defaultValue' | 'onChange' | 'valueFormat' | 'dateParser'> {
  /** yyyy-MM-dd, or null when empty. */
  value?: string | null;
  onChange: (value: string | null) => void;
}

/**
 * A date field picked with Mantine's calendar, typed and shown as MM/dd/yyyy, and handed back as
 * yyyy-MM-dd (what every payload sends). The calendar's month and day names follow the UI language.
 */
export function DateField({ value, onChange, placeholder, ...rest }: DateFieldProps) {
  const { i18n } = useTranslation();
  return (
    <DateInput
      {...rest}
      locale={i18n.language}
      value={value === '' || value === undefined ? null : value}
      onChange={(next) => onChange(next === null ? null : next.slice(0, 10))}
      valueFormat={DISPLAY_DATE_FORMAT}
      dateParser={(text) => parseDisplayDate(text)}
      placeholder={placeholder ?? 'MM/DD/YYYY'}
      clearable={rest.clearable ?? !rest.required}
      autoComplete="off"
    />
  );
}
