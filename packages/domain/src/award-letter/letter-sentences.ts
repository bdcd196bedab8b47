// Splits a letter's text into sentences, the unit every proposal quotes as its source. A full stop ends a
// sentence unless it closes a German ordinal ("31. März") or a common abbreviation; a line break ends one
// when the next line starts like a new item (a capital, a digit, a bullet), so list items stay apart while
// a line wrapped mid-sentence (PDF text) is joined again.

const ABBREVIATIONS =
  /\b(?:dr|mr|mrs|ms|prof|no|nr|nº|art|e\.g|i\.e|z\.b|bzw|ca|inc|ltd|sr|sra|etc|st|vol|p)\.$/i;
const ORDINAL_DAY = /(?:^|\s)\d{1,2}\.$/;
const NEW_ITEM = /^(?:[-•*–]\s|\d+[.)]\s|[A-ZÀ-ÝÄÖÜ])/;
const BULLET = /^(?:[-•*–]|\d+[.)])\s+/;

function joinWrappedLines(paragraph: string): string[] {
  const items: string[] = [];
  for (const raw of paragraph.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    const previous = items.at(-1);
    if (previous !== undefined && !NEW_ITEM.test(line) && !/[.:;!?]$/.test(previous)) {
      items[items.length - 1] = `${previous} ${line}`;
    } else items.push(line);
  }
  return items.map((item) => item.replace(BULLET, ''));
}

function splitAtStops(item: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  const stops = /[.!?;](?=\s+["“(]?[A-ZÀ-ÝÄÖÜ0-9])/g;
  for (let match = stops.exec(item); match !== null; match = stops.exec(item)) {
    const upTo = item.slice(start, match.index + 1);
    if (ABBREVIATIONS.test(upTo) || ORDINAL_DAY.test(upTo)) continue;
    sentences.push(upTo.trim());
    start = match.index + 1;
  }
  sentences.push(item.slice(start).trim());
  return sentences.filter((sentence) => sentence !== '');
}

/** The sentences of a text, in order, each with its whitespace collapsed. */
export function letterSentences(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0]+/g, ' ')
    .split(/\n\s*\n/)
    .flatMap(joinWrappedLines)
    .flatMap(splitAtStops);
}
