import type { CommentRow } from '@grantflow/db/repositories/comments';
import type { HistoryEntryRow } from '@grantflow/db/repositories/history';
import type { FieldChange, HistoryAction, HistorySubject } from '@grantflow/domain/history/history-subjects';
import { userDisplayName } from '@grantflow/domain/history/mentions';
import type { DomainErrorCode } from '@grantflow/domain/shared/errors';

// What listHistory and the comment use cases answer: users by id and name (their e-mail before the @).

export interface HistoryUser {
  id: number;
  name: string;
}

export interface CommentView {
  id: number;
  /** Null once deleted. */
  text: string | null;
  authorId: number | null;
  editedAt: Date | null;
  deleted: boolean;
  deletedAt: Date | null;
  mentions: HistoryUser[];
}

export interface HistoryItem {
  id: number;
  at: Date;
  subject: HistorySubject;
  user: HistoryUser | null;
  action: HistoryAction;
  changes: FieldChange[];
  comment: CommentView | null;
}

export const historyUser = (user: { id: number; email: string }): HistoryUser => ({
  id: user.id,
  name: userDisplayName(user.email),
});

export function commentView(comment: Omit<CommentRow, 'subjectType' | 'subjectId'>, mentions: HistoryUser[]) {
  return {
    id: comment.id,
    text: comment.deletedAt ? null : comment.text,
    authorId: comment.authorId,
    editedAt: comment.editedAt,
    deleted: comment.deletedAt !== null,
    deletedAt: comment.deletedAt,
    mentions: comment.deletedAt ? [] : mentions,
  } satisfies CommentView;
}

export function historyItem(row: HistoryEntryRow, mentions: HistoryUser[]): HistoryItem {
  return {
    id: row.id,
    at: row.at,
    subject: { type: row.subjectType, id: row.subjectId },
    user: row.user && historyUser(row.user),
    action: row.action,
    changes: row.changes,
    comment: row.comment && commentView(row.comment, mentions),
  };
}

/** The code a subject the organisation does not hold is refused with. */
export const SUBJECT_NOT_FOUND: Record<HistorySubject['type'], DomainErrorCode> = {
  FUNDER: 'FUNDER_NOT_FOUND',
  GRANT: 'GRANT_NOT_FOUND',
  APPLICATION: 'APPLICATION_NOT_FOUND',
  REPORT: 'REPORT_NOT_FOUND',
  TASK: 'NOT_FOUND',
  FILE: 'FILE_NOT_FOUND',
};
