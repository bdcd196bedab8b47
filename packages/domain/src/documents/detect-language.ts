// Which of the assistant's languages a text is written in, by how often each language's commonest
// function words occur (plus its letters with diacritics). Deterministic, no model, good from a sentence
// on; a text where no language clearly leads is `null` and gets the language-neutral search only.

import { wordsOf } from '../text/words.ts';

// The search reads the words from here as well as the languages.
export { wordsOf };

export type DocumentLanguage = 'en' | 'pt' | 'de';

export const STOPWORDS: Readonly<Record<DocumentLanguage, ReadonlySet<string>>> = {
  en: new Set(
    'the of and to in is for that on with as by are be this from or at an it was which not have has will can all your our their who what when where how does do may must any each per than'.split(
      ' ',
    ),
  ),
  pt: new Set(
    'de a o que e do da em um para com não uma os no se na por mais as dos como mas ao das à seu sua ou quando muito nos já eu também só pelo pela até isso ela entre depois sem mesmo aos seus quem nas esse está são qual quais onde quanto pode deve é foi ser tem há pelos pelas às essa num numa'.split(
      ' ',
    ),
  ),
  de: new Set(
    'der die und in den von zu das mit sich des auf für ist im dem nicht ein eine als auch es an werden aus er hat dass sie nach wird bei einer um am sind noch wie einem über einen so zum zur war haben nur oder aber vor durch bis ihr ihre welche welcher wann wer wie wo was muss müssen kann können gibt'.split(
      ' ',
    ),
  ),
};

const LETTERS: Readonly<Record<DocumentLanguage, RegExp>> = {
  en: /(?!)/g,
  pt: /[ãõçâêôáéíóú]/g,
  de: /[äöüß]/g,
};

const LANGUAGES: readonly DocumentLanguage[] = ['en', 'pt', 'de'];

/** A score per language: stopword hits plus a smaller weight for its letters, per 100 words. */
export function languageScores(text: string): Record<DocumentLanguage, number> {
  const sample = text.slice(0, 20_000);
  const words = wordsOf(sample);
  const scores: Record<DocumentLanguage, number> = { en: 0, pt: 0, de: 0 };
  if (words.length === 0) return scores;
  for (const language of LANGUAGES) {
    const stopwords = STOPWORDS[language];
    let hits = 0;
    for (const word of words) if (stopwords.has(word)) hits += 1;
    const letters = (sample.toLowerCase().match(LETTERS[language]) ?? []).length;
    scores[language] = ((hits + letters * 0.5) * 100) / words.length;
  }
  return scores;
}

/** The language a text is written in, or null when it is too short or no language leads. */
export function detectLanguage(text: string): DocumentLanguage | null {
  const scores = languageScores(text);
  const ranked = LANGUAGES.map((language) => [language, scores[language]] as const).sort(
    (a, b) => b[1] - a[1],
  );
  const [best, second] = ranked;
  if (!best || best[1] < 5) return null;
  // A lead of a fifth over the runner-up: 'a', 'e', 'in', 'die' are shared between languages.
  return second && best[1] < second[1] * 1.2 ? null : best[0];
}

/** True when a word is a function word of any of the three languages (no use to a names search). */
export function isStopword(word: string): boolean {
  return LANGUAGES.some((language) => STOPWORDS[language].has(word));
}
