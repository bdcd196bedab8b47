import type { DbTransaction } from '@grantflow/db/client';
import { type CommentRow, getCommentForUpdate } from '@grantflow/db/repositories/comments';
import { DomainError } from '@grantflow/domain/shared/errors';

/**
 * The caller's own live comment, locked: COMMENT_NOT_FOUND when the organisation has none (or it was
 * deleted), COMMENT_NOT_YOURS when someone else wrote it.
 */
export async function ownComment(
  tx: DbTransaction,
  organizationId: number,
  id: number,
  actorId: number,
): Promise<CommentRow> {
  const comment = await getCommentForUpdate(tx, organizationId, id);
  if (!comment || comment.deletedAt !== null) throw new DomainError('COMMENT_NOT_FOUND');
  if (comment.authorId !== actorId) throw new DomainError('COMMENT_NOT_YOURS');
  return comment;
}
