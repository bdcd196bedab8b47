import { describe, expect, it } from 'vitest';
import { findDates, markPastDates, pastDates } from './past-dates.ts';

const days = (text: string, language: 'en' | 'pt' | 'de' | null = null) =>
  findDates(text, language).map((date) => date.lastDay);

describe('findDates', () => {
  it('reads the ways en, pt and de documents write a date', () => {
    expect(days('Reports are due no later than 31 March 2025.')).toEqual(['2025-03-31']);
    expect(days('Letters of inquiry by March 31, 2025 and again by April 1st, 2026')).toEqual([
      '2025-03-31',
      '2026-04-01',
    ]);
    expect(days('Antragsfrist 1. Oktober 2026, Zwischenbericht bis 31.03.2027')).toEqual([
      '2026-10-01',
      '2027-03-31',
    ]);
    expect(days('Inscrições até 15 de setembro de 2026; relatório em 10/07/2024', 'pt')).toEqual([
      '2026-09-15',
      '2024-07-10',
    ]);
    expect(days('Submitted on 2025-11-03.')).toEqual(['2025-11-03']);
  });

  it('reads a slashed date month first only in English text, or when the day cannot be a month', () => {
    expect(days('due 05/03/2027', 'en')).toEqual(['2027-05-03']);
    expect(days('até 05/03/2027', 'pt')).toEqual(['2027-03-05']);
    expect(days('due 12/31/2026', 'pt')).toEqual(['2026-12-31']);
  });

  it('takes a month and year as the whole month, and skips words that only look like months', () => {
    expect(days('The cycle opens in March 2026, Förderzeitraum ab Mai 2027')).toEqual([
      '2026-03-31',
      '2027-05-31',
    ]);
    expect(days('the work carried out 2025 and set 2026 targets')).toEqual([]);
  });

  it('ignores impossible dates and bare numbers', () => {
    expect(days('31 February 2025, 2025-13-01, budget 2025, 15,000–40,000')).toEqual([]);
  });
});

describe('pastDates and markPastDates', () => {
  const text = 'Quarterly reports are due 15 January 2026, 15 April 2026 and 15 July 2026.';

  it('finds the dates that ended before today, the day itself being current', () => {
    expect(pastDates(text, '2026-04-15').map((date) => date.lastDay)).toEqual(['2026-01-15']);
    expect(pastDates('due March 2026', '2026-03-31')).toEqual([]);
    expect(pastDates('due March 2026', '2026-04-01')).toHaveLength(1);
  });

  it('marks each past date in place and leaves the rest of the text as it was', () => {
    expect(markPastDates(text, '2026-05-01', (date) => `${date} (past)`)).toBe(
      'Quarterly reports are due 15 January 2026 (past), 15 April 2026 (past) and 15 July 2026.',
    );
    expect(markPastDates('nothing dated', '2026-05-01', () => 'x')).toBe('nothing dated');
  });
});
