// @vitest-environment jsdom
import { MantineProvider, Modal } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../i18n/index.ts';
import { formatDate, setDisplayCurrency } from '../lib/format.ts';
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

  it.each([
    ['pt', '2024-07-10', '10/07/2024', 'DD/MM/AAAA'],
    ['de', '2024-07-10', '10.07.2024', 'TT.MM.JJJJ'],
    ['en', '2024-07-10', '07/10/2024', 'MM/DD/YYYY'],
  ])(
    'in %s shows %s as %s, as the lists do, with the placeholder %s',
    async (language, wire, shown, placeholder) => {
      await i18n.changeLanguage(language);
      try {
        wrap(<DateHarness initial={wire} onValue={() => {}} />);
        const input = screen.getByLabelText('Deadline') as HTMLInputElement;
        expect(input.value).toBe(shown);
        expect(input.value).toBe(formatDate(wire));
        expect(input.placeholder).toBe(placeholder);
      } finally {
        await i18n.changeLanguage('en');
      }
    },
  );

  it.each([
    ['pt', '31/01/2027', '2027-01-31'],
    ['pt', '05/03/2027', '2027-03-05'],
    ['de', '31.01.2027', '2027-01-31'],
    ['en', '05/03/2027', '2027-05-03'],
  ])('in %s reads typed %s as %s', async (language, typed, wire) => {
    await i18n.changeLanguage(language);
    try {
      const values: Array<string | null> = [];
      wrap(<DateHarness initial={null} onValue={(v) => values.push(v)} />);
      const input = screen.getByLabelText('Deadline');
      fireEvent.input(input, { target: { value: typed } });
      fireEvent.change(input, { target: { value: typed } });
      fireEvent.blur(input);
      expect(values.at(-1)).toBe(wire);
      expect(screen.queryByText(/^Digite a data|^Geben Sie|^Enter the date/)).toBeNull();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('keeps text that is not a date, says how to write it, and hands it to the form to refuse', async () => {
    await i18n.changeLanguage('pt');
    try {
      const values: Array<string | null> = [];
      wrap(<DateHarness initial="2027-01-10" onValue={(v) => values.push(v)} />);
      const input = screen.getByLabelText('Deadline') as HTMLInputElement;
      fireEvent.input(input, { target: { value: '31/13/2027' } });
      fireEvent.change(input, { target: { value: '31/13/2027' } });
      fireEvent.blur(input);
      expect(input.value).toBe('31/13/2027');
      expect(values.at(-1)).toBe('31/13/2027');
      expect(screen.getByText('Digite a data como DD/MM/AAAA.')).toBeTruthy();
      fireEvent.input(input, { target: { value: '31/12/2027' } });
      fireEvent.change(input, { target: { value: '31/12/2027' } });
      expect(values.at(-1)).toBe('2027-12-31');
      expect(screen.queryByText('Digite a data como DD/MM/AAAA.')).toBeNull();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  // March 2026 begins on a Sunday: a week from Sunday opens on the 1st, one from Monday on 23 February.
  it.each([
    ['en', '1'],
    ['pt', '1'],
    ['de', '23'],
  ])(
    "starts the picker's weeks on the language's day, as the calendar does (%s)",
    async (language, first) => {
      await i18n.changeLanguage(language);
      try {
        wrap(<DateHarness initial="2026-03-09" onValue={() => {}} />);
        fireEvent.click(screen.getByLabelText('Deadline'));
        const rows = await screen.findAllByRole('row');
        const firstWeek = rows.find((row) => row.querySelector('td'));
        expect(firstWeek?.querySelector('td')?.textContent).toBe(first);
      } finally {
        await i18n.changeLanguage('en');
      }
    },
  );

  it('closes its open calendar on Esc and leaves the dialog around it open', () => {
    const onClose = vi.fn();
    wrap(
      <Modal opened onClose={onClose} title="Dialog">
        <DateHarness initial={null} onValue={() => {}} />
      </Modal>,
    );
    const input = screen.getByLabelText('Deadline');
    fireEvent.click(input);
    expect(input.getAttribute('data-mantine-stop-propagation')).toBe('true');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    expect(input.getAttribute('data-mantine-stop-propagation')).toBeNull();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
