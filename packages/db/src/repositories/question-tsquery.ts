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

/**
 * The select of the `q` row: the readings as `en`, `pt`, `de` and the simple terms as `si` (OR-ed), and
 * the lexemes of `counted` (`en_lex` … `si_lex`), so a passage can be told how many of the question's
 * words it holds (questionHits). `counted` leaves out every language's stopwords: a Portuguese reading of
 * an English question would otherwise count 'the' and 'is'.
 */
export function questionTsqueries(
  readings: QuestionReadings,
  simpleTerms: readonly string[],
  counted: QuestionReadings = readings,
  valueTerms: readonly string[] = [],
): SQL {
  const simple = [...simpleTerms, ...valueTerms].map((term) => `'${term.replace(/'/g, '')}'`).join(' | ');
  const values = valueTerms.join(' ');
  return sql`select ${anyOf('english', readings.english)} as en,
        ${anyOf('portuguese', readings.portuguese)} as pt, ${anyOf('german', readings.german)} as de, to_tsquery('simple', ${simple}) as si,
        tsvector_to_array(to_tsvector('english', ${counted.english})) as en_lex,
        tsvector_to_array(to_tsvector('portuguese', ${counted.portuguese})) as pt_lex,
        tsvector_to_array(to_tsvector('german', ${counted.german})) as de_lex,
        tsvector_to_array(to_tsvector('simple', ${simpleTerms.join(' ')})) as si_lex,
        tsvector_to_array(to_tsvector('english', ${values})) as en_val,
        tsvector_to_array(to_tsvector('portuguese', ${values})) as pt_val,
        tsvector_to_array(to_tsvector('german', ${values})) as de_val,
        tsvector_to_array(to_tsvector('simple', ${values})) as si_val`;
}

/**
 * How many of the question's words a vector holds: of its own language's reading (`language` is the
 * regconfig the vector was built with) or, when more, of the simple terms over the simple vector. This
 * is what the relevance floor counts; the rank alone favours short passages holding one common word.
 */
export function questionHits(language: SQL, searchVector: SQL, simpleVector: SQL): SQL {
  const held = (vector: SQL, lexemes: string) =>
    sql`cardinality(array(select unnest(tsvector_to_array(${vector})) intersect select unnest(q.${sql.raw(lexemes)})))`;
  return sql`greatest(
      case ${language}::text when 'english' then ${held(searchVector, 'en_lex')}
        when 'portuguese' then ${held(searchVector, 'pt_lex')} when 'german' then ${held(searchVector, 'de_lex')} else 0 end,
      ${held(simpleVector, 'si_lex')})`;
}
