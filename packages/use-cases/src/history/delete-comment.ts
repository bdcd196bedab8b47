import { withTenant } from '@grantflow/db/client';
import { markCommentDeleted } from '@grantflow/db/repositories/comments';
import type { TenantUseCaseOptions } from '../shared/use-case-options.ts';
import { ownComment } from './own-comment.ts';

export interface DeleteCommentOptions extends TenantUseCaseOptions {
  actorId: number;
  id: number;
}

/**
 * Deletes the caller's own comment (COMMENT_NOT_YOURS otherwise) as a trace: the timeline keeps "Comment
 * deleted" with its author and time, the text is emptied for good.
 */
export async function deleteComment(options: DeleteCommentOptions): Promise<{ id: number }> {
  const { db, organization, id, actorId } = options;
  await withTenant(db, organization.id, async (tx) => {
    await ownComment(tx, organization.id, id, actorId);
    await markCommentDeleted(tx, organization.id, id);
  });
  return { id };
}
