// The @ suggestions: what is typed after an @ right before the cursor, and the text with a name put there.

const TYPING = /(?:^|[^\p{L}\p{N}_.+-])@([\p{L}\p{N}_.+-]*)$/u;

/** The partial name typed after an @ just before `cursor`, or null when the cursor is not in a mention. */
export function mentionQuery(text: string, cursor: number): string | null {
  const match = TYPING.exec(text.slice(0, cursor));
  return match ? (match[1] ?? '') : null;
}

/** The text with the mention being typed before `cursor` completed to `@name `, and the cursor after it. */
export function completeMention(
  text: string,
  cursor: number,
  name: string,
): { text: string; cursor: number } {
  const query = mentionQuery(text, cursor) ?? '';
  const start = cursor - query.length;
  const inserted = `${name} `;
  return { text: `${text.slice(0, start)}${inserted}${text.slice(cursor)}`, cursor: start + inserted.length };
}

/** Up to `limit` names starting with the query (case-insensitive). */
export function matchingNames(names: readonly string[], query: string, limit = 5): string[] {
  const lower = query.toLowerCase();
  return names.filter((name) => name.toLowerCase().startsWith(lower)).slice(0, limit);
}
