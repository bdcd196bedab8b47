import { NAME_STOPWORDS, REPORT_MENTION } from './letter-vocabulary.ts';

// A report's name as the letter words it: the mention with the adjectives beside it ("interim narrative
// report", "relatório técnico parcial", "Zwischenbericht"). English puts them before the noun, Portuguese
// after it; German compounds them into one word.

export interface ReportMention {
  name: string;
  index: number;
}

const WORD = /^[\p{L}-]+$/u;
const MAX_ADJECTIVES = 3;

function capitalised(name: string): string {
  return name.charAt(0).toLocaleUpperCase() + name.slice(1);
}

function isNameWord(word: string | undefined): word is string {
  return word !== undefined && WORD.test(word) && !NAME_STOPWORDS.has(word.toLowerCase());
}

function nameAround(sentence: string, mention: string, index: number): string {
  const lower = mention.toLowerCase();
  if (lower.startsWith('relat') || lower.startsWith('presta')) {
    const after = sentence
      .slice(index + mention.length)
      .trim()
      .split(/\s+/);
    const kept: string[] = [];
    for (const raw of after.slice(0, MAX_ADJECTIVES)) {
      const word = raw.replace(/[.,;:]$/, '');
      if (!isNameWord(word) || !/^[a-zà-ú]/u.test(word)) break;
      kept.push(word);
      if (word !== raw) break;
    }
    return [mention, ...kept].join(' ');
  }
  if (!/^reports?$/i.test(mention)) return mention;
  const before = sentence.slice(0, index).trim().split(/\s+/).reverse();
  const kept: string[] = [];
  for (const word of before.slice(0, MAX_ADJECTIVES)) {
    if (!isNameWord(word)) break;
    kept.unshift(word);
  }
  return [...kept, mention].join(' ');
}

/** Every report the sentence mentions, with its name and where the mention starts. */
export function reportMentions(sentence: string): ReportMention[] {
  return [...sentence.matchAll(REPORT_MENTION)].map((match) => ({
    name: capitalised(nameAround(sentence, match[0], match.index)),
    index: match.index,
  }));
}
