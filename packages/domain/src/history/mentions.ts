// @mentions in a comment (docs/product.md, History and comments). Users have no display name, so a user's
// name is the part of their e-mail before the @; a mention is `@` followed by that name or the whole e-mail.

export interface MentionableUser {
  id: number;
  email: string;
}

/** The name a user shows as: their e-mail before the @. */
export function userDisplayName(email: string): string {
  const at = email.indexOf('@');
  return at > 0 ? email.slice(0, at) : email;
}

// `@` at the start or after a non-word character, then an e-mail or a name (letters, digits, . _ + -).
const MENTION = /(?:^|[^\p{L}\p{N}_.+-])@([\p{L}\p{N}_.+-]+(?:@[\p{L}\p{N}.-]+\.[\p{L}]{2,})?)/gu;

/** The handles written after an @, lower case, trailing dots dropped ("@ana." ends a sentence). */
export function mentionHandles(text: string): string[] {
  const handles = new Set<string>();
  for (const match of text.matchAll(MENTION)) {
    const handle = (match[1] ?? '').replace(/\.+$/, '').toLowerCase();
    if (handle) handles.add(handle);
  }
  return [...handles];
}

/**
 * The ids of `users` (the organisation's) a text mentions, once each, in id order; a handle that names nobody
 * of the organisation stays plain text. A name shared by two users mentions both.
 */
export function mentionedUserIds(
  text: string,
  users: readonly MentionableUser[],
  authorId?: number,
): number[] {
  const handles = new Set(mentionHandles(text));
  if (handles.size === 0) return [];
  return users
    .filter((user) => user.id !== authorId)
    .filter((user) => {
      const email = user.email.toLowerCase();
      return handles.has(email) || handles.has(userDisplayName(email));
    })
    .map((user) => user.id)
    .sort((a, b) => a - b);
}
