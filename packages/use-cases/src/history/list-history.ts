import { readAsTenant } from '@grantflow/db/client';
import { listCommentMentions } from '@grantflow/db/repositories/comments';
import { listHistoryEntries, subjectFunder } from '@grantflow/db/repositories/history';
import type { PageRequest } from '@grantflow/db/repositories/shared';
import type { HistorySubject } from '@grantflow/domain/history/history-subjects';
import { DomainError } from '@grantflow/domain/shared/errors';
import type { TenantUseCaseOptions } from '../shared/use-case-options.ts';
import {
  type HistoryItem,
  type HistoryUser,
  historyItem,
  historyUser,
  SUBJECT_NOT_FOUND,
} from './history-views.ts';

export interface ListHistoryOptions extends TenantUseCaseOptions {
  subject: HistorySubject;
  page: PageRequest;
}

/**
 * A record's timeline, newest first: its changes and comments; a funder's adds its applications' status
 * changes. A record the organisation does not hold is *_NOT_FOUND; a deleted one keeps its timeline only
 * while it exists (the entries stay in the table).
 */
export async function listHistory(options: ListHistoryOptions): Promise<HistoryItem[]> {
  const { db, organization, subject } = options;
  return readAsTenant(db, organization.id, async (tx) => {
    if (!(await subjectFunder(tx, organization.id, subject)))
      throw new DomainError(SUBJECT_NOT_FOUND[subject.type]);
    const rows = await listHistoryEntries(tx, organization.id, subject, options.page);
    const commentIds = rows.flatMap((row) => (row.comment ? [row.comment.id] : []));
    const mentions = new Map<number, HistoryUser[]>();
    for (const mention of await listCommentMentions(tx, organization.id, commentIds)) {
      const list = mentions.get(mention.commentId) ?? [];
      list.push(historyUser({ id: mention.userId, email: mention.email }));
      mentions.set(mention.commentId, list);
    }
    return rows.map((row) => historyItem(row, row.comment ? (mentions.get(row.comment.id) ?? []) : []));
  });
}
