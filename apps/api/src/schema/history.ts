import { addComment } from '@grantflow/use-cases/history/add-comment';
import { deleteComment } from '@grantflow/use-cases/history/delete-comment';
import { listHistory } from '@grantflow/use-cases/history/list-history';
import { listMentionableUsers } from '@grantflow/use-cases/history/list-mentionable-users';
import { updateComment } from '@grantflow/use-cases/history/update-comment';
import {
  addCommentSchema,
  deleteCommentArgsSchema,
  listHistoryArgsSchema,
  updateCommentArgsSchema,
} from '@grantflow/validation/comment';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { tenantMutation } from '../operations/tenant-mutation.ts';
import { tenantQuery } from '../operations/tenant-query.ts';
import { validateArgs } from './errors.ts';
import { CommentRef, HistoryPageRef, HistoryUserRef, SubjectInput } from './history-types.ts';
import { PaginationInput } from './refs.ts';
import { pageArgs } from './scope.ts';

// Each record's history and its comments (docs/product.md, History and comments; docs/architecture.md, History).

const mailOf = (ctx: Context) => ({ mailer: ctx.accounts.mailer, publicUrl: ctx.accounts.publicUrl });

builder.queryField('listHistory', (t) =>
  t.field({
    type: HistoryPageRef,
    nullable: false,
    description: "A record's timeline, newest first; a funder's adds its applications' status changes.",
    args: {
      subject: t.arg({ type: SubjectInput, required: true, description: 'The record.' }),
      pagination: t.arg({ type: PaginationInput, description: 'Page and page size.' }),
    },
    resolve: tenantQuery({
      input: (args) => ({
        ...validateArgs(listHistoryArgsSchema, { subject: args.subject }),
        page: pageArgs(args.pagination),
      }),
      read: async ({ tenant, input }) => ({ items: await listHistory({ ...tenant, ...input }) }),
    }),
  }),
);

builder.queryField('mentionableUsers', (t) =>
  t.field({
    type: [HistoryUserRef],
    nullable: false,
    description: "The organisation's users a comment can mention (@name), for the suggestions.",
    args: { organizationId: t.arg.id({ description: 'The organisation (default: the effective one).' }) },
    resolve: tenantQuery({
      organizationOf: (args) => args.organizationId,
      read: ({ tenant }) => listMentionableUsers(tenant),
    }),
  }),
);

builder.mutationField('addComment', (t) =>
  t.field({
    type: CommentRef,
    nullable: false,
    description: 'Comments on a record; @name mentions of users of the organisation are mailed to them once.',
    args: {
      subject: t.arg({ type: SubjectInput, required: true, description: 'The record.' }),
      text: t.arg.string({ required: true, description: 'Plain text, at most 2000 characters.' }),
    },
    resolve: tenantMutation('addComment', {
      argument: null,
      resolverArguments: [],
      input: addCommentSchema,
      run: ({ tenant, user, input, ctx }) =>
        addComment({ ...tenant, ...input, actorId: user.id, mail: mailOf(ctx) }),
    }),
  }),
);

builder.mutationField('updateComment', (t) =>
  t.field({
    type: CommentRef,
    nullable: false,
    description: 'Replaces the text of your own comment (COMMENT_NOT_YOURS otherwise); it shows as edited.',
    args: {
      id: t.arg.id({ required: true, description: 'The comment.' }),
      text: t.arg.string({ required: true, description: 'Plain text, at most 2000 characters.' }),
    },
    resolve: tenantMutation('updateComment', {
      argument: null,
      resolverArguments: [],
      input: updateCommentArgsSchema,
      run: ({ tenant, user, input, ctx }) =>
        updateComment({ ...tenant, ...input, actorId: user.id, mail: mailOf(ctx) }),
    }),
  }),
);

builder.mutationField('deleteComment', (t) =>
  t.id({
    nullable: false,
    description:
      'Deletes your own comment (COMMENT_NOT_YOURS otherwise): "Comment deleted" stays, its text is gone.',
    args: { id: t.arg.id({ required: true, description: 'The comment.' }) },
    resolve: tenantMutation('deleteComment', {
      argument: null,
      resolverArguments: [],
      input: deleteCommentArgsSchema,
      run: async ({ tenant, user, input }) =>
        (await deleteComment({ ...tenant, ...input, actorId: user.id })).id,
    }),
  }),
);
