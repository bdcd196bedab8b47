import { describe, expect, it } from 'vitest';
import {
  candidatePlace,
  filingChartData,
  formatEin,
  formatFilingAmount,
  latestFetch,
  latestFigure,
  statesGrantsPaid,
} from './filings.ts';

describe('990 filings on the funder profile', () => {
  it('writes an EIN as the IRS does', () => {
    expect(formatEin('123456789')).toBe('12-3456789');
    expect(formatEin('12-3456789')).toBe('12-3456789');
  });

  it('shows amounts in USD with the language separators, a dash when not stated', () => {
    expect(formatFilingAmount(1250000, { language: 'en' })).toBe('$1,250,000');
    expect(formatFilingAmount(1250000, { language: 'pt' }).replace(/\s/g, ' ')).toBe('US$ 1.250.000');
    expect(formatFilingAmount(null)).toBe('–');
  });

  it('places a candidate by city and state, either or none', () => {
    expect(candidatePlace({ city: 'Springfield', state: 'IL' })).toBe('Springfield, IL');
    expect(candidatePlace({ city: null, state: 'IL' })).toBe('IL');
    expect(candidatePlace({ city: ' ', state: null })).toBeNull();
  });

  it('charts the years oldest first, unstated figures as no bar', () => {
    const rows = filingChartData([
      { year: 2023, revenue: 500, grantsPaid: null },
      { year: 2021, revenue: null, grantsPaid: 20 },
    ]);
    expect(rows).toEqual([
      { year: '2021', revenue: 0, grantsPaid: 20 },
      { year: '2023', revenue: 500, grantsPaid: 0 },
    ]);
  });

  it('knows whether grants paid are stated and when the filings were fetched', () => {
    expect(statesGrantsPaid([{ grantsPaid: null }])).toBe(false);
    expect(statesGrantsPaid([{ grantsPaid: null }, { grantsPaid: 0 }])).toBe(true);
    expect(
      latestFetch([{ fetchedAt: '2026-11-01T10:00:00.000Z' }, { fetchedAt: '2026-12-01T10:00:00.000Z' }]),
    ).toBe('2026-12-01T10:00:00.000Z');
    expect(latestFetch([])).toBeNull();
  });

  it('reads the latest stated figure, as the list sorts by it', () => {
    const filings = [
      { year: 2022, revenue: 900, grantsPaid: 40 },
      { year: 2023, revenue: 1000, grantsPaid: null },
    ];
    expect(latestFigure(filings, 'revenue')).toBe(1000);
    expect(latestFigure(filings, 'grantsPaid')).toBe(40);
    expect(latestFigure([], 'revenue')).toBeNull();
  });
});
