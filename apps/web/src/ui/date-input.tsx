import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import 'dayjs/locale/pt';
import { isWireDate } from '@grantflow/domain/dates/calendar-date';
import {
  displayDateFormat,
  displayDatePattern,
  parseDisplayDate,
} from '@grantflow/domain/dates/display-date';
import { weekStartFor } from '@grantflow/domain/dates/week-start';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { type FocusEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n as appI18n } from '../i18n/index.ts';

export interface DateFieldProps
  extends Omit<DateInputProps, 'value' | 'defaultValue' | 'onChange' | 'valueFormat' | 'dateParser'> {
  /** yyyy-MM-dd, null when empty, or the text typed when it is not a date (the form's schema refuses it). */
  value?: string | null;
  onChange: (value: string | null) => void;
}

/** The language's date format as the user reads it: 'MM/DD/YYYY' (en), 'DD/MM/AAAA' (pt), 'TT.MM.JJJJ' (de). */
export function datePlaceholder(language: string): string {
  const { order, separator } = displayDateFormat(language);
  const letter = (part: 'day' | 'month' | 'year') =>
    appI18n.t(`date_input.letters.${part}`, { lng: language });
  return order.map((part) => letter(part).repeat(part === 'year' ? 4 : 2)).join(separator);
}

/**
 * A date field picked with Mantine's calendar, typed and shown in the UI language's order (the domain's
 * display-date rule, as every list shows dates), and handed back as yyyy-MM-dd (what every payload sends).
 * Text that is not a date stays in the field with an error, and reaches the form as typed so that its schema
 * refuses it, instead of the picker silently putting the last date back. Esc closes an open calendar only: the
 * dialog around the field closes on the next one.
 */
export function DateField({
  value,
  onChange,
  placeholder,
  error,
  onBlur,
  popoverProps,
  ...rest
}: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [typed, setTyped] = useState<string | null>(null);
  const [rejected, setRejected] = useState<string | null>(null);
  // The date the calendar keeps while the form holds rejected text (so the picker does not clear what was typed).
  const [held, setHeld] = useState<string | null>(null);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const wire = isWireDate(value) ? value : null;
  const unreadable = typed !== null && typed.trim() !== '' && parseDisplayDate(typed, language) === null;
  const format = datePlaceholder(language);
  const showRejected = rejected !== null && value === rejected;

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (unreadable && typed !== null) {
      const text = typed.trim();
      if (wire !== null) setHeld(wire);
      setRejected(text);
      onChange(text);
    }
    onBlur?.(event);
  };

  return (
    <DateInput
      {...rest}
      locale={language}
      firstDayOfWeek={weekStartFor(language)}
      value={wire ?? (value ? held : null)}
      onChange={(next) => {
        setTyped(null);
        onChange(next === null ? null : next.slice(0, 10));
      }}
      onInput={(event) => setTyped(event.currentTarget.value)}
      onBlur={handleBlur}
      fixOnBlur={!unreadable}
      valueFormat={displayDatePattern(language)}
      dateParser={(text) => parseDisplayDate(text, language)}
      placeholder={placeholder ?? format}
      error={showRejected ? t('date_input.unreadable', { format }) : error}
      clearable={rest.clearable ?? !rest.required}
      // Mantine's clear button has no text of its own: without a name a screen reader announces a bare button.
      clearButtonProps={{ 'aria-label': t('date_input.clear'), ...rest.clearButtonProps }}
      autoComplete="off"
      popoverProps={{
        ...popoverProps,
        onOpen: () => {
          setCalendarOpen(true);
          popoverProps?.onOpen?.();
        },
        onClose: () => {
          setCalendarOpen(false);
          popoverProps?.onClose?.();
        },
      }}
      // Mantine's modals skip an Esc whose target carries this mark.
      data-mantine-stop-propagation={calendarOpen ? 'true' : undefined}
    />
  );
}
