import { describe, expect, it } from 'vitest';
import { foldedWords } from '../text/words.ts';
import { recognizeDataQuestion } from './data-question.ts';
import { fiscalYearOf, periodOf } from './question-period.ts';

const TODAY = '2026-06-15'; // a Monday
const kind = (question: string) => recognizeDataQuestion(question, TODAY);

describe('recognizeDataQuestion', () => {
  it.each([
    ['What deadlines do we have in the next 30 days?', '2026-06-15', '2026-07-14'],
    ["What's coming up in the next 60 days?", '2026-06-15', '2026-08-13'],
    ['Quais prazos temos no próximo mês?', '2026-07-01', '2026-07-31'],
    ['Quais editais vencem nos proximos 60 dias', '2026-06-15', '2026-08-13'],
    ['Welche Fristen haben wir im Oktober?', '2026-10-01', '2026-10-31'],
    ['Welche Abgabetermine haben wir in den nächsten 3 Monaten?', '2026-06-15', '2026-09-14'],
    // A month already past this year is next year's.
    ["What's due in March?", '2027-03-01', '2027-03-31'],
    ['Deadlines this year', '2026-06-15', '2026-12-31'],
    ['Prazos de dezembro de 2026', '2026-12-01', '2026-12-31'],
  ])('reads the deadlines of %s', (question, start, end) => {
    expect(kind(question)).toEqual({ kind: 'deadlines', range: { start, end } });
  });

  it('recognises reports due and reports overdue', () => {
    expect(kind('Which reports are overdue?')).toMatchObject({ kind: 'reports', overdue: true });
    expect(kind('Which reports are due later this year?')).toMatchObject({ kind: 'reports', overdue: false });
    expect(kind('Quais relatórios estão em atraso?')).toMatchObject({ kind: 'reports', overdue: true });
    expect(kind('Welche Berichte sind überfällig?')).toMatchObject({ kind: 'reports', overdue: true });
    expect(kind('What reports are due next week?')).toEqual({
      kind: 'reports',
      overdue: false,
      range: { start: '2026-06-22', end: '2026-06-28' },
    });
  });

  it.each([
    ['How much were we awarded by funder in FY2026?', 'funder', 'awarded', { year: 2026 }],
    ['Quanto foi concedido por programa em 2025?', 'program', 'awarded', { year: 2025 }],
    ['Wie viel ist noch ausstehend?', 'year', 'pending', null],
    ['How much have we requested per program this year?', 'program', 'requested', { offset: 0 }],
    ['Quanto está pendente por financiador neste ano fiscal?', 'funder', 'pending', { offset: 0 }],
    ['Wie viel haben wir dieses Jahr je Förderer beantragt?', 'funder', 'requested', { offset: 0 }],
    ['Total awarded last fiscal year', 'year', 'awarded', { offset: -1 }],
    ['Quanto recebemos no ano passado?', 'year', null, { offset: -1 }],
  ])('recognises the totals of %s', (question, by, measure, fiscalYear) => {
    expect(kind(question)).toMatchObject({ kind: 'totals', by, measure, fiscalYear });
  });

  it('keeps the words that may name the funder of a total, a win rate or a last award', () => {
    expect(kind('How much did Hollis give us?')).toMatchObject({ kind: 'totals', words: ['hollis'] });
    expect(kind('What is the win rate with Hollis?')).toEqual({ kind: 'funder', words: ['hollis'] });
    expect(kind('How long does the Marlowe Fund take to answer?')).toEqual({
      kind: 'funder',
      words: ['marlowe'],
    });
    expect(kind('Wie ist die Erfolgsquote bei der Lindqvist Stiftung?')).toEqual({
      kind: 'funder',
      words: ['lindqvist'],
    });
    expect(kind('What was our last award from Hollis’s foundation?')).toEqual({
      kind: 'lastAward',
      words: ['hollis'],
    });
    expect(kind('Quando a Lindqvist nos concedeu pela última vez?')).toEqual({
      kind: 'lastAward',
      words: ['lindqvist'],
    });
    expect(kind('Wann hat Evergreen uns zuletzt etwas bewilligt?')).toEqual({
      kind: 'lastAward',
      words: ['evergreen'],
    });
    expect(kind('What is our win rate?')).toEqual({ kind: 'funder', words: [] });
  });

  it('recognises goal progress in the fiscal year asked', () => {
    expect(kind('How are our program goals going?')).toEqual({ kind: 'goals', fiscalYear: null });
    expect(kind('Como estão as metas de 2026?')).toEqual({ kind: 'goals', fiscalYear: { year: 2026 } });
    expect(kind('Wie stehen wir bei den Zielen dieses Jahr?')).toEqual({
      kind: 'goals',
      fiscalYear: { offset: 0 },
    });
  });

  it.each([
    ['What grants are due this week?', 'deadlines'],
    ['Show me upcoming deadlines', 'deadlines'],
    ['Welche Fristen stehen an?', 'deadlines'],
    ['Quais relatórios vencem esta semana?', 'reports'],
    ['Which funders gave us the most this year?', 'totals'],
    ['Top funders last year', 'totals'],
    ['Quais financiadores mais concederam este ano?', 'totals'],
    ['Quanto solicitamos no ano fiscal 2025?', 'totals'],
    ['Welche Förderer haben dieses Jahr am meisten bewilligt?', 'totals'],
    ['How responsive is Hollis?', 'funder'],
    ['Qual o tempo de resposta da Lindqvist?', 'funder'],
    ['Wie lange braucht Hollis für eine Antwort?', 'funder'],
    ['When did Hollis last fund us?', 'lastAward'],
    ['Quando foi a última concessão da Marlowe?', 'lastAward'],
    ['Wann kam die letzte Zusage von Marlowe?', 'lastAward'],
    ['Are we on track for our targets in FY2026?', 'goals'],
    ['Como estamos em relação às metas?', 'goals'],
    ['Erreichen wir unsere Ziele?', 'goals'],
    // A name that starts like a word of the questions ('sum', 'meta') is still a name.
    ['When is the Summit Outfitters deadline?', 'deadlines'],
    ['Prazos da Metalúrgica Fundação no próximo mês', 'deadlines'],
  ])('recognises the paraphrase %s as %s', (question, expected) => {
    expect(kind(question)?.kind).toBe(expected);
  });

  it('answers null for what it does not recognise', () => {
    expect(kind('Write me a poem about spring')).toBeNull();
    expect(kind('Qual é a capital da França?')).toBeNull();
    expect(kind('Wie geht es dir?')).toBeNull();
  });
});

describe('periodOf, fiscalYearOf and foldedWords', () => {
  it('reads "this week", "next 2 weeks", "last 7 days" and falls back to the days given', () => {
    expect(periodOf('this week', TODAY, 30)).toEqual({ start: '2026-06-15', end: '2026-06-21' });
    expect(periodOf('nos proximos 2 semanas', TODAY, 30)).toEqual({ start: '2026-06-15', end: '2026-06-28' });
    expect(periodOf('in the last 7 days', TODAY, 30)).toEqual({ start: '2026-06-09', end: '2026-06-15' });
    expect(periodOf('soon', TODAY, 10)).toEqual({ start: '2026-06-15', end: '2026-06-24' });
  });

  it('reads a fiscal year by number, short number or distance', () => {
    expect(fiscalYearOf('fy2025')).toEqual({ year: 2025 });
    expect(fiscalYearOf('fy 25')).toEqual({ year: 2025 });
    expect(fiscalYearOf('no ano fiscal atual')).toEqual({ offset: 0 });
    expect(fiscalYearOf('im letzten geschaftsjahr')).toEqual({ offset: -1 });
    expect(fiscalYearOf('next fiscal year')).toEqual({ offset: 1 });
    expect(fiscalYearOf('by funder')).toBeNull();
  });

  it('folds case, accents, punctuation and possessives', () => {
    expect(foldedWords('Relatórios Überfällig? Já! Hollis’s')).toBe('relatorios uberfallig ja hollis');
  });
});
