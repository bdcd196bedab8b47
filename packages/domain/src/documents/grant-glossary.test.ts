import { describe, expect, it } from 'vitest';
import { glossaryExpansion } from './grant-glossary.ts';

describe('glossaryExpansion', () => {
  it('adds the words of a concept the question names, per language, without the question’s own', () => {
    expect(glossaryExpansion(['prazo'])).toEqual({
      en: ['deadline', 'due'],
      pt: ['data limite'],
      de: ['frist', 'antragsfrist', 'stichtag'],
    });
    expect(glossaryExpansion(['Ansprechpartnerin'])).toEqual({
      en: ['contact', 'questions'],
      pt: ['contato', 'dúvidas'],
      de: ['ansprechpartner', 'kontakt'],
    });
  });

  it('ignores accents and case, and matches inflected forms of longer words', () => {
    expect(glossaryExpansion(['RELATORIO']).en).toContain('report');
    expect(glossaryExpansion(['deadlines']).pt).toContain('prazo');
  });

  it('adds nothing for words outside the glossary', () => {
    expect(glossaryExpansion(['hollis', 'kiln', '2026'])).toEqual({ en: [], pt: [], de: [] });
  });
});
