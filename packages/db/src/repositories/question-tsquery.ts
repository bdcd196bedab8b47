import { type SQL, sql } from 'drizzle-orm';

// The question as the assistant's retrieval searches it (documents and records alike): one tsquery per
// language configuration and one of the language-neutral terms.

/** The question as each configuration reads it: as typed, plus that language's glossary words. */
export interface QuestionReadings {
  english: string;
  portuguese: string;
  german: string;
}

// plainto_tsquery ANDs the words; a question rarely has every word in one passage, so the AND becomes OR
// (ranking then rewards passages holding more of them). Stopwords are already gone from its output.
const anyOf = (config: string, text: string) =>
  sql`replace(plainto_tsquery(${config}::regconfig, ${text})::text, '&', '|')::tsquery`;

/** The select of the `q` row: the readings as `en`, `pt`, `de` and the simple terms as `si` (OR-ed). */
export function questionTsqueries(readings: QuestionReadings, simpleTerms: readonly string[]): SQL {
  const simple = simpleTerms.map((term) => `'${term.replace(/'/g, '')}'`).join(' | ');
  return sql`select ${anyOf('english', readings.english)} as en,
        ${anyOf('portuguese', readings.portuguese)} as pt, ${anyOf('german', readings.german)} as de, to_tsquery('simple', ${simple}) as si`;
}
