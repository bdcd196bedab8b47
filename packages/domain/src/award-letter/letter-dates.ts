import * as chrono from 'chrono-node';
import type { DocumentLanguage } from '../documents/detect-language.ts';

// Calendar dates written in a sentence, read by chrono-node's parser for the letter's language
// ("March 31, 2027", "15 de março de 2027", "31. März 2027", "30/06/2027"). Only dates whose day and month
// are written count: "in 2027" or "next spring" name no deadline.

export interface LetterDate {
  /** yyyy-MM-dd. */
  date: string;
  /** Where the date starts in the sentence. */
  index: number;
  /** The words it was read from. */
  text: string;
}

const PARSERS: Record<DocumentLanguage, chrono.Chrono> = {
  en: chrono.en.casual,
  pt: chrono.pt.casual,
  de: chrono.de.casual,
};

const pad = (value: number) => String(value).padStart(2, '0');

/** The dates of a sentence; a year left out is the next one on or after `today` (yyyy-MM-dd). */
export function letterDates(sentence: string, language: DocumentLanguage, today: string): LetterDate[] {
  const reference = new Date(`${today}T12:00:00Z`);
  return PARSERS[language]
    .parse(sentence, { instant: reference, timezone: 'UTC' }, { forwardDate: true })
    .filter((result) => result.start.isCertain('day') && result.start.isCertain('month'))
    .map((result) => {
      const { start } = result;
      const year = start.get('year') ?? reference.getUTCFullYear();
      return {
        date: `${year}-${pad(start.get('month') ?? 1)}-${pad(start.get('day') ?? 1)}`,
        index: result.index,
        text: result.text,
      };
    });
}
