/** The line that ends an answer cut at the limit, so a reader knows it is not the whole answer. */
export function answerCutMarker(maxChars: number): string {
  return `\n\n[The answer was cut at ${maxChars} characters.]`;
}

/**
 * An answer as it may be stored: at most `maxChars` characters of the model's text, then the marker. Every
 * chat read sends the stored text again, so an unbounded answer would be paid for on each read.
 */
export function capAnswer(text: string, maxChars: number): { text: string; cut: boolean } {
  if (text.length <= maxChars) return { text, cut: false };
  // Never half of a surrogate pair (an emoji): a lone surrogate is not valid text.
  const last = text.charCodeAt(maxChars - 1);
  const end = last >= 0xd800 && last <= 0xdbff ? maxChars - 1 : maxChars;
  return { text: text.slice(0, end) + answerCutMarker(maxChars), cut: true };
}
