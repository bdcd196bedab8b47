import { describe, expect, it } from 'vitest';
import { statesAmount, VALUE_TERMS, valueClassesAsked, valueTerms } from './value-terms.ts';

describe('statesAmount', () => {
  it.each([
    'Grants range from $15,000 to $40,000 for one year.',
    'As doações variam de US$ 8.000 a US$ 25.000 por um ano.',
    'Gefördert werden Vorhaben mit 5.000 bis 20.000 Euro.',
    'Zuschüsse von 3.000 bis 15.000 US-Dollar.',
    'Honorare | Vier Musikerinnen | 9600 | 8000 under Betrag (EUR)',
  ])('finds the sum in %s', (text) => expect(statesAmount(text)).toBe(true));

  it.each([
    'Clients served in the first six months: 412 adults.',
    'Call (503) 555-0142 on Tuesdays.',
    'An den Workshops nahmen 74 Jugendliche teil.',
  ])('finds no sum in %s', (text) => expect(statesAmount(text)).toBe(false));
});

describe('valueClassesAsked', () => {
  it.each([
    ['When is the report due?', ['date']],
    ['Qual é o prazo das cartas de intenção?', ['date']],
    ['Bis wann muss der Antrag eingereicht sein?', ['date']],
    ['How much can we ask for?', ['amount']],
    ['Quanto a prefeitura oferece?', ['amount']],
    ['Wie hoch ist der Höchstbetrag?', ['amount']],
    ['Wie viel Honorar ist vorgesehen, und bis wann?', ['date', 'amount']],
    ['How many adults did we see?', []],
    ['Quantas famílias a despensa atendeu?', []],
    ['Wie viele Laptops gibt es?', []],
  ])('%s asks for %j', (question, classes) => expect(valueClassesAsked(question)).toEqual(classes));
});

describe('valueTerms', () => {
  it('writes each class once', () => {
    expect(valueTerms(['date', 'amount', 'date'])).toBe(`${VALUE_TERMS.date} ${VALUE_TERMS.amount}`);
    expect(valueTerms([])).toBe('');
  });
});
