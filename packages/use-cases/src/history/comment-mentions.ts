import type { DbTransaction } from '@grantflow/db/client';
import { addCommentMentions, listMentionableUsers } from '@grantflow/db/repositories/comments';
import { getFunder } from '@grantflow/db/repositories/funders';
import { mentionedUserIds, userDisplayName } from '@grantflow/domain/history/mentions';
import type { MentionNotice } from './notify-mentions.ts';

/**
 * Resolves the text's @mentions to the organisation's users (a stranger's handle stays text), stores those
 * the comment lacks and answers the notice to send once committed, or null when nobody new is mentioned.
 */
export async function storeMentions(
  tx: DbTransaction,
  notice: Omit<MentionNotice, 'author' | 'funderName'> & { authorId: number | null },
): Promise<MentionNotice | null> {
  const users = await listMentionableUsers(tx, notice.organizationId);
  const ids = mentionedUserIds(notice.text, users, notice.authorId ?? undefined);
  if (ids.length === 0) return null;
  await addCommentMentions(tx, notice.organizationId, notice.commentId, ids);
  const author = users.find((user) => user.id === notice.authorId);
  const funder =
    notice.funderId === null
      ? null
      : await getFunder(tx, notice.organizationId, notice.funderId, {}).catch(() => null);
  const { authorId: _authorId, ...rest } = notice;
  return {
    ...rest,
    author: author ? userDisplayName(author.email) : 'Grantflow',
    funderName: funder?.name ?? null,
  };
}
