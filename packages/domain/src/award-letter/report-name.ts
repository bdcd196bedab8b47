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
const PORTUGUESE_OF = new Set(['de', 'do', 'da']);

function capitalised(name: string): string {
  return name.charAt(0).toLocaleUpperCase() + name.slice(1);
}

function isNameWord(word: string | undefined): word is string {
  return word !== undefined && WORD.test(word) && !NAME_STOPWORDS.has(word.toLowerCase());
}

/** Portuguese adjectives after the noun, and a "de" with the noun after it ("relatório de encerramento"). */
function wordsAfter(rest: string): string[] {
  const words = rest.trim().split(/\s+/);
  const kept: string[] = [];
  for (let i = 0; i < words.length && kept.length < MAX_ADJECTIVES; i++) {
    const raw = words[i] ?? '';
    const word = raw.replace(/[.,;:]$/, '');
    const next = words[i + 1] ?? '';
    const joined = next.replace(/[.,;:]$/, '');
    if (PORTUGUESE_OF.has(word) && raw === word && isNameWord(joined) && /^[a-zà-ú]/u.test(joined)) {
      kept.push(word, joined);
      if (joined !== next) break;
      i++;
      continue;
    }
    if (!isNameWord(word) || !/^[a-zà-ú]/u.test(word)) break;
    kept.push(word);
    if (word !== raw) break;
  }
  return kept;
}

function nameAround(sentence: string, mention: string, index: number): string {
  const lower = mention.toLowerCase();
  if (lower.startsWith('relat') || lower.startsWith('presta')) {
    return [mention, ...wordsAfter(sentence.slice(index + mention.length))].join(' ');
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
