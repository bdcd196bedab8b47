import { describe, expect, it } from 'vitest';
import { fold, periodOf, recognizeDataQuestion } from './data-question.ts';

const TODAY = '2026-06-15'; // a Monday
const kind = (question: string) => recognizeDataQuestion(question, TODAY);

describe('recognizeDataQuestion', () => {
  it('recognises deadlines in a period, in en, pt and de', () => {
    expect(kind('What deadlines do we have in the next 30 days?')).toEqual({
      kind: 'deadlines',
      range: { start: '2026-06-15', end: '2026-07-14' },
    });
    expect(kind('Quais prazos temos no próximo mês?')).toEqual({
      kind: 'deadlines',
      range: { start: '2026-07-01', end: '2026-07-31' },
    });
    expect(kind('Welche Fristen haben wir im Oktober?')).toEqual({
      kind: 'deadlines',
      range: { start: '2026-10-01', end: '2026-10-31' },
    });
    // A month already past this year is next year's.
    expect(kind("What's due in March?")).toMatchObject({ range: { start: '2027-03-01', end: '2027-03-31' } });
  });

  it('recognises reports due and reports overdue', () => {
    expect(kind('Which reports are overdue?')).toMatchObject({ kind: 'reports', overdue: true });
    expect(kind('Quais relatórios estão em atraso?')).toMatchObject({ kind: 'reports', overdue: true });
    expect(kind('Welche Berichte sind überfällig?')).toMatchObject({ kind: 'reports', overdue: true });
    expect(kind('What reports are due next week?')).toEqual({
      kind: 'reports',
      overdue: false,
      range: { start: '2026-06-22', end: '2026-06-28' },
    });
  });

  it('recognises totals by funder, program or year, with the fiscal year named', () => {
    expect(kind('How much were we awarded by funder in FY2026?')).toEqual({
      kind: 'totals',
      by: 'funder',
      fiscalYear: 2026,
      words: [],
    });
    expect(kind('Quanto foi concedido por programa em 2025?')).toEqual({
      kind: 'totals',
      by: 'program',
      fiscalYear: 2025,
      words: [],
    });
    expect(kind('Wie viel ist noch ausstehend?')).toEqual({
      kind: 'totals',
      by: 'year',
      fiscalYear: null,
      words: [],
    });
    expect(kind('How much did Hollis give us?')).toMatchObject({ kind: 'totals', words: ['hollis'] });
  });

  it("recognises goal progress and a funder's win rate, keeping the words that may name the funder", () => {
    expect(kind('How are our program goals going?')).toEqual({ kind: 'goals', fiscalYear: null });
    expect(kind('Como estão as metas de 2026?')).toEqual({ kind: 'goals', fiscalYear: 2026 });
    expect(kind('What is the win rate with Hollis?')).toEqual({ kind: 'funder', words: ['hollis'] });
    expect(kind('Wie ist die Erfolgsquote bei der Lindqvist Stiftung?')).toEqual({
      kind: 'funder',
      words: ['lindqvist'],
    });
  });

  it('answers null for what it does not recognise', () => {
    expect(kind('Write me a poem about spring')).toBeNull();
    expect(kind('Qual é a capital da França?')).toBeNull();
  });
});

describe('periodOf and fold', () => {
  it('reads "this week", "next 2 weeks" and falls back to the days given', () => {
    expect(periodOf('this week', TODAY, 30)).toEqual({ start: '2026-06-15', end: '2026-06-21' });
    expect(periodOf('nos proximos 2 semanas', TODAY, 30)).toEqual({ start: '2026-06-15', end: '2026-06-28' });
    expect(periodOf('soon', TODAY, 10)).toEqual({ start: '2026-06-15', end: '2026-06-24' });
  });

  it('folds case, accents and punctuation', () => {
    expect(fold('Relatórios Überfällig? Já!')).toBe('relatorios uberfallig ja');
  });
});
