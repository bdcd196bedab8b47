// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../i18n/index.ts';
import { setDisplayCurrency } from '../lib/format.ts';
import { DateField } from './date-input.tsx';
import { MoneyInput } from './money-input.tsx';

function MoneyHarness({ onValue }: { onValue?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <MoneyInput
      label="Amount"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

function DateHarness({
  initial,
  onValue,
}: {
  initial: string | null;
  onValue: (value: string | null) => void;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <DateField
      label="Deadline"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

initI18n();

const wrap = (node: React.ReactNode) => render(<MantineProvider>{node}</MantineProvider>);

describe('MoneyInput', () => {
  it.each([
    ['1234567.891', '1,234,567.89', '$1,234,567.89'],
    ['-0012', '12', '$12'],
    ['abc', '', ''],
    ['12345678901', '123,456,789', '$123,456,789'],
  ])('masks %s as %s beside the $ sign', (typed, shown, value) => {
    const values: string[] = [];
    wrap(<MoneyHarness onValue={(v) => values.push(v)} />);
    const input = screen.getByLabelText('Amount') as HTMLInputElement;
    fireEvent.change(input, { target: { value: typed } });
    expect(input.value).toBe(shown);
    expect(values.at(-1)).toBe(value);
    if (shown) expect(screen.getByText('$')).toBeTruthy();
  });

  it("types in German with the organisation's euro sign after the number", async () => {
    setDisplayCurrency('EUR');
    await i18n.changeLanguage('de');
    try {
      const values: string[] = [];
      wrap(<MoneyHarness onValue={(v) => values.push(v)} />);
      const input = screen.getByLabelText('Amount') as HTMLInputElement;
      fireEvent.change(input, { target: { value: '1234,5' } });
      expect(input.value).toBe('1.234,5');
      expect(values.at(-1)).toBe('$1,234.5');
      expect(screen.getByText('€')).toBeTruthy();
    } finally {
      setDisplayCurrency('USD');
      await i18n.changeLanguage('en');
    }
  });
});

describe('DateField', () => {
  it('shows a wire date as MM/dd/yyyy', () => {
    wrap(<DateHarness initial="2026-03-09" onValue={() => {}} />);
    expect((screen.getByLabelText('Deadline') as HTMLInputElement).value).toBe('03/09/2026');
  });

  it('reads typed MM/dd/yyyy text back as yyyy-MM-dd', () => {
    const values: Array<string | null> = [];
    wrap(<DateHarness initial={null} onValue={(v) => values.push(v)} />);
    const input = screen.getByLabelText('Deadline');
    fireEvent.change(input, { target: { value: '11/25/2026' } });
    expect(values.at(-1)).toBe('2026-11-25');
  });
});
