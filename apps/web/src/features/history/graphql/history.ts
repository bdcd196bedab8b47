import { graphql, type ResultOf } from '../../../graphql/graphql.ts';

const CommentFragment = graphql(`
  fragment HistoryComment on Comment @_unmask {
    id
    text
    authorId
    editedAt
    deleted
    deletedAt
    mentions {
      id
      name
    }
  }
`);

export const ListHistoryQuery = graphql(
  `
  query ListHistory($subject: HistorySubjectInput!, $pagination: PaginationInput) {
    listHistory(subject: $subject, pagination: $pagination) {
      items {
        id
        at
        action
        subjectType
        subjectId
        user {
          id
          name
        }
        changes {
          field
          from
          to
        }
        comment {
          ...HistoryComment
        }
      }
    }
  }
`,
  [CommentFragment],
);

export type HistoryEntry = ResultOf<typeof ListHistoryQuery>['listHistory']['items'][number];

export const AddCommentMutation = graphql(
  `
  mutation AddComment($subject: HistorySubjectInput!, $text: String!) {
    addComment(subject: $subject, text: $text) {
      ...HistoryComment
    }
  }
`,
  [CommentFragment],
);

export const UpdateCommentMutation = graphql(
  `
  mutation UpdateComment($id: ID!, $text: String!) {
    updateComment(id: $id, text: $text) {
      ...HistoryComment
    }
  }
`,
  [CommentFragment],
);

export const DeleteCommentMutation = graphql(`
  mutation DeleteComment($id: ID!) {
    deleteComment(id: $id)
  }
`);

export const MentionableUsersQuery = graphql(`
  query MentionableUsers {
    mentionableUsers {
      id
      name
    }
  }
`);
