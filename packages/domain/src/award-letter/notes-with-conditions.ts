// How an award's conditions are kept in the funder's notes (docs/product.md, Award letters): appended
// after what the notes hold, under a line naming the application (its program and deadline), one condition
// a line. No words of any language are written, so the notes read the same to every user.

export function notesWithConditions(
  notes: string | null,
  heading: string,
  conditions: readonly string[],
): string {
  const block = [`${heading}:`, ...conditions.map((condition) => `- ${condition}`)].join('\n');
  const kept = notes?.trimEnd() ?? '';
  return kept === '' ? block : `${kept}\n\n${block}`;
}
