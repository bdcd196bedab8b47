import { CHAT_TITLE_ELLIPSIS, CHAT_TITLE_MAX_LENGTH } from '../constants/limits.ts';

/**
 * A chat's title: the trimmed first message, cut to its first 100 characters plus '...' when longer (docs/product.md, Entities).
 * Characters are Unicode code points, so an emoji is never split in half.
 */
export function chatTitle(firstMessage: string): string {
  const characters = Array.from(firstMessage.trim());
  if (characters.length <= CHAT_TITLE_MAX_LENGTH) return characters.join('');
  return characters.slice(0, CHAT_TITLE_MAX_LENGTH).join('') + CHAT_TITLE_ELLIPSIS;
}
