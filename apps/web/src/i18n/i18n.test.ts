import { describe, expect, it } from 'vitest';
import { LANGUAGES, pickInitialLanguage } from './index.ts';
import { resources } from './resources.ts';

function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') {
    out.set(prefix, value);
    return out;
  }
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  }
  return out;
}

// Interpolations ({{email}}) and Trans tags (<mail>) must survive translation.
const placeholders = (text: string): string[] =>
  [...text.matchAll(/{{\s*\w+\s*}}|<\/?\w+>/g)].map((m) => m[0].replace(/\s/g, '')).sort();

describe('translations', () => {
  const english = flatten(resources.en.translation);

  it('has English keys', () => {
    expect(english.size).toBeGreaterThan(50);
  });

  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    const other = flatten(resources[language].translation);

    it(`${language} has every English key`, () => {
      const missing = [...english.keys()].filter((key) => !other.get(key));
      expect(missing).toEqual([]);
    });

    it(`${language} has no key that English lacks`, () => {
      expect([...other.keys()].filter((key) => !english.has(key))).toEqual([]);
    });

    it(`${language} keeps the interpolation placeholders`, () => {
      for (const [key, text] of english) {
        expect(placeholders(other.get(key) ?? ''), key).toEqual(placeholders(text));
      }
    });
  }
});

// A count is shown through i18next's plural forms, so "1 application" is never "1 applications".
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

describe('counts', () => {
  for (const language of LANGUAGES) {
    it(`${language} shows every {{count}} through a plural form`, () => {
      const texts = flatten(resources[language].translation);
      const singular = [...texts]
        .filter(([key, text]) => text.includes('{{count}}') && !PLURAL_SUFFIX.test(key))
        .map(([key]) => key);
      expect(singular).toEqual([]);
    });

    it(`${language} has a one and an other form for each plural`, () => {
      const keys = new Set(flatten(resources[language].translation).keys());
      const bases = [...keys]
        .filter((key) => PLURAL_SUFFIX.test(key))
        .map((key) => key.replace(PLURAL_SUFFIX, ''));
      const incomplete = bases.filter((base) => !keys.has(`${base}_one`) || !keys.has(`${base}_other`));
      expect(incomplete).toEqual([]);
    });
  }
});

describe('pickInitialLanguage', () => {
  it('prefers the stored choice', () => {
    expect(pickInitialLanguage('de', ['pt-BR'])).toBe('de');
  });

  it('falls back to the browser language, then English', () => {
    expect(pickInitialLanguage(null, ['pt-BR', 'en'])).toBe('pt');
    expect(pickInitialLanguage('xx', ['fr-FR'])).toBe('en');
  });
});
