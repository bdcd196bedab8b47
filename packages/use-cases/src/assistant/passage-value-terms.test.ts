import { VALUE_TERMS } from '@grantflow/domain/documents/value-terms';
import { describe, expect, it } from 'vitest';
import { passageValueTerms } from './passage-value-terms.ts';

const { date, amount } = VALUE_TERMS;

describe('passageValueTerms', () => {
  it.each([
    ['Letters of inquiry are due on March 14, 2026.', 'en', date],
    ['Reports are due no later than 31 March 2025.', 'en', date],
    ['A proposta completa deve ser enviada até 31 de maio de 2026.', 'pt', date],
    ['Anträge sind bis zum 1. Oktober 2026 einzureichen.', 'de', date],
    ['Grants range from $15,000 to $40,000 for one year.', 'en', amount],
    ['Bewerbungen bis zum 15. März; Zuschüsse von 3.000 bis 15.000 US-Dollar.', 'de', `${date} ${amount}`],
    ['Office hours for applicants are Tuesdays from 10 am to noon.', 'en', ''],
    ['Clients served in the first six months: 412 adults.', 'en', ''],
  ] as const)('%s → %j', (text, language, terms) => {
    expect(passageValueTerms(text, language)).toBe(terms);
  });
});
