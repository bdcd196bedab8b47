import { describe, expect, it } from 'vitest';
import { detectLanguage, isStopword, wordsOf } from './detect-language.ts';

describe('detectLanguage', () => {
  it.each([
    ['en', 'Grants range from $15,000 to $40,000 for one year and the board meets in June.'],
    ['en', 'What is the deadline for the letter of inquiry?'],
    ['pt', 'As doações variam de US$ 8.000 a US$ 25.000 por um ano, com prazo até 31 de maio.'],
    ['pt', 'Qual é o prazo para enviar a proposta?'],
    ['de', 'Anträge sind bis zum 1. Oktober über das Online-Portal einzureichen.'],
    ['de', 'Wie hoch ist der Eigenanteil bei der Förderung?'],
  ] as const)('reads %s in “%s”', (language, text) => {
    expect(detectLanguage(text)).toBe(language);
  });

  it('says nothing for text without words of any language', () => {
    expect(detectLanguage('')).toBeNull();
    expect(detectLanguage('$48,600 | 22000 | 6030')).toBeNull();
  });

  it('is deterministic', () => {
    const text = 'Die Auszahlung erfolgt in zwei Raten nach Prüfung des Zwischenberichts.';
    expect(detectLanguage(text)).toBe(detectLanguage(text));
  });
});

describe('wordsOf and isStopword', () => {
  it('keeps accented letters and numbers together', () => {
    expect(wordsOf('Förderhöhe: 5.000 Euro, doação')).toEqual(['förderhöhe', '5', '000', 'euro', 'doação']);
  });

  it('knows function words of all three languages', () => {
    expect(isStopword('the')).toBe(true);
    expect(isStopword('para')).toBe(true);
    expect(isStopword('und')).toBe(true);
    expect(isStopword('hollis')).toBe(false);
  });
});
