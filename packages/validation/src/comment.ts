// addComment / updateComment / deleteComment params (docs/product.md, History and comments): plain text,
// line breaks kept, at most COMMENT_MAX_LENGTH characters (MAX_LENGTH with its limit).
import { HISTORY_SUBJECT_TYPES } from '@grantflow/domain/history/history-subjects';
import type { z } from 'zod';
import { choice, id, object, requiredMultilineText } from './fields.ts';

export const COMMENT_MAX_LENGTH = 2000;

export const historySubjectSchema = object({ type: choice(HISTORY_SUBJECT_TYPES), id });

export const commentTextSchema = object({ text: requiredMultilineText(COMMENT_MAX_LENGTH) });

export const addCommentSchema = object({
  subject: historySubjectSchema,
  text: requiredMultilineText(COMMENT_MAX_LENGTH),
});

export type AddCommentInput = z.output<typeof addCommentSchema>;

export const updateCommentArgsSchema = object({ id, text: requiredMultilineText(COMMENT_MAX_LENGTH) });

export const deleteCommentArgsSchema = object({ id });

export const listHistoryArgsSchema = object({ subject: historySubjectSchema });
