import { Group, Input, Select } from '@mantine/core';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fiscalYearOptions,
  type MonthYear,
  monthNames,
  readMonthYear,
  toFiscalYearStart,
} from '../utils/fiscal-year-start.ts';

interface FiscalYearStartInputProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  disabled?: boolean;
}

/** docs/product.md, Validation: fiscal year start as month and year dropdowns; the form holds the first day of the month. */
export function FiscalYearStartInput({
  value,
  onChange,
  onBlur,
  error,
  disabled,
}: FiscalYearStartInputProps) {
  const { t, i18n } = useTranslation();
  const errorId = useId();
  // The form holds a date only once both parts are chosen; the half-chosen state lives here.
  const [parts, setParts] = useState<MonthYear>(() => readMonthYear(value));
  useEffect(() => {
    if (value) setParts(readMonthYear(value));
  }, [value]);
  const { month, year } = parts;
  const choose = (next: MonthYear) => {
    setParts(next);
    onChange(toFiscalYearStart(next));
  };
  const months = useMemo(
    () => monthNames(i18n.language).map((label, i) => ({ value: String(i + 1), label })),
    [i18n.language],
  );
  const years = useMemo(() => fiscalYearOptions(new Date()).map(String), []);
  const describedBy = error ? errorId : undefined;

  return (
    <Input.Wrapper
      label={t('organizations.fiscal_year_start')}
      description={t('organizations.fiscal_year_start_description')}
      withAsterisk
      error={error}
      errorProps={{ id: errorId }}
      // A group of two selects: the wrapper label names the group, each select keeps its own label.
      labelElement="div"
    >
      <Group grow gap="xs" mt={4}>
        <Select
          label={t('organizations.month')}
          data={months}
          value={month === null ? null : String(month)}
          onChange={(m) => choose({ month: m ? Number(m) : null, year })}
          onBlur={onBlur}
          error={Boolean(error)}
          aria-describedby={describedBy}
          disabled={disabled}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={t('organizations.year')}
          data={years}
          value={year === null ? null : String(year)}
          onChange={(y) => choose({ month, year: y ? Number(y) : null })}
          onBlur={onBlur}
          error={Boolean(error)}
          aria-describedby={describedBy}
          disabled={disabled}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
    </Input.Wrapper>
  );
}
