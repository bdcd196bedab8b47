import {
  type FieldChange,
  HISTORY_ACTIONS,
  HISTORY_SUBJECT_TYPES,
} from '@grantflow/domain/history/history-subjects';
import type { CommentView, HistoryItem, HistoryUser } from '@grantflow/use-cases/history/history-views';
import { builder } from '../builder.ts';
import { describedValues } from './refs.ts';

// The types of the timeline and its comments (schema/history.ts has the operations).

const SubjectTypeEnum = builder.enumType('HistorySubjectType', {
  description: 'The kind of record a history entry or comment is about.',
  values: describedValues(HISTORY_SUBJECT_TYPES, {
    FUNDER: 'A funder.',
    GRANT: 'A grant.',
    APPLICATION: 'An application (one cycle of a grant).',
    REPORT: 'A report due to a funder.',
    TASK: 'A task (recorded once tasks exist).',
    FILE: "A file of a funder's documents.",
  }),
});

const ActionEnum = builder.enumType('HistoryAction', {
  description:
    'What an entry records: CREATED, UPDATED, DELETED, STATUS_CHANGED (an application) or COMMENTED.',
  values: describedValues(HISTORY_ACTIONS, {
    CREATED: 'The record was created.',
    UPDATED: 'Fields changed (listed in changes).',
    DELETED: 'The record was deleted.',
    STATUS_CHANGED: "An application's status changed (with the other fields that changed).",
    COMMENTED: 'A comment was added (see comment).',
  }),
});

export const SubjectInput = builder.inputType('HistorySubjectInput', {
  description: 'A record: its kind and id.',
  fields: (t) => ({
    type: t.field({ type: SubjectTypeEnum, required: true, description: 'The kind of record.' }),
    id: t.id({ required: true, description: 'Its id.' }),
  }),
});

export const HistoryUserRef = builder.objectRef<HistoryUser>('HistoryUser').implement({
  description: 'A user as the timeline shows them: their name is their e-mail before the @.',
  fields: (t) => ({
    id: t.exposeID('id', { description: "The user's id.", nullable: false }),
    name: t.exposeString('name', { description: 'Their e-mail before the @.', nullable: false }),
  }),
});

const raw = (value: FieldChange['from']) => (value === null ? null : String(value));

const FieldChangeRef = builder.objectRef<FieldChange>('FieldChange').implement({
  description: 'One field that changed, values raw: dates yyyy-MM-dd, money in cents, codes as stored.',
  fields: (t) => ({
    field: t.exposeString('field', {
      description: 'The field name (as the API spells it).',
      nullable: false,
    }),
    from: t.string({
      description: 'Its value before; null when empty.',
      nullable: true,
      resolve: (c) => raw(c.from),
    }),
    to: t.string({
      description: 'Its value after; null when empty.',
      nullable: true,
      resolve: (c) => raw(c.to),
    }),
  }),
});

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const CommentRef = builder.objectRef<CommentView>('Comment').implement({
  description: 'A comment on a record. A deleted one keeps who and when; its text is gone.',
  fields: (t) => ({
    id: t.exposeID('id', { description: "The comment's id.", nullable: false }),
    text: t.exposeString('text', { description: 'Plain text; null once deleted.', nullable: true }),
    authorId: t.exposeID('authorId', {
      description: 'Who wrote it (null: the user was removed).',
      nullable: true,
    }),
    editedAt: t.string({
      description: 'Last edit (ISO 8601), or null.',
      nullable: true,
      resolve: (c) => iso(c.editedAt),
    }),
    deleted: t.exposeBoolean('deleted', { description: 'True once its author deleted it.', nullable: false }),
    deletedAt: t.string({
      description: 'When it was deleted, or null.',
      nullable: true,
      resolve: (c) => iso(c.deletedAt),
    }),
    mentions: t.field({
      type: [HistoryUserRef],
      nullable: false,
      description: 'The users of the organisation it mentions (mailed once each).',
      resolve: (c) => c.mentions,
    }),
  }),
});

const HistoryEntryRef = builder.objectRef<HistoryItem>('HistoryEntry').implement({
  description: 'One entry of a timeline: who did what, when.',
  fields: (t) => ({
    id: t.exposeID('id', { description: "The entry's id.", nullable: false }),
    at: t.string({ description: 'When (ISO 8601).', nullable: false, resolve: (e) => e.at.toISOString() }),
    subjectType: t.field({
      type: SubjectTypeEnum,
      nullable: false,
      description: 'What it is about.',
      resolve: (e) => e.subject.type,
    }),
    subjectId: t.id({
      description: 'The record it is about.',
      nullable: false,
      resolve: (e) => e.subject.id,
    }),
    user: t.field({
      type: HistoryUserRef,
      nullable: true,
      description: 'Who acted; null for the system or a user outside the organisation.',
      resolve: (e) => e.user,
    }),
    action: t.field({
      type: ActionEnum,
      nullable: false,
      description: 'What happened.',
      resolve: (e) => e.action,
    }),
    changes: t.field({
      type: [FieldChangeRef],
      nullable: false,
      description: 'The fields that changed (UPDATED, STATUS_CHANGED, CREATED).',
      resolve: (e) => e.changes,
    }),
    comment: t.field({
      type: CommentRef,
      nullable: true,
      description: 'The comment (COMMENTED).',
      resolve: (e) => e.comment,
    }),
  }),
});

export const HistoryPageRef = builder.objectRef<{ items: HistoryItem[] }>('HistoryPage').implement({
  description: 'A page of a timeline, newest first.',
  fields: (t) => ({
    items: t.field({
      type: [HistoryEntryRef],
      nullable: false,
      description: 'The entries.',
      resolve: (p) => p.items,
    }),
  }),
});
