import type { Fixture, IsolationCase } from '../case.ts';

// History and comments (docs/product.md, History and comments): A's records and A's comment named by their
// real ids. Refused before anything is read or written; comments, comment_mentions and history_entries are
// in the fingerprint, so a comment added to or changed on A's records fails the case.

const ENTRY_FIELDS =
  'items { id at action subjectType subjectId user { id name } changes { field from to } comment { id text deleted editedAt mentions { id name } } }';
const COMMENT_FIELDS = 'id text editedAt deleted mentions { id name }';

const subjectsOfA = (fx: Fixture) =>
  [
    ['FUNDER', fx.orgA.funderId],
    ['GRANT', fx.orgA.grantId],
    ['APPLICATION', fx.orgA.applicationId],
    ['REPORT', fx.orgA.reportId],
    ['FILE', fx.orgA.fileId],
  ] as const;

const listCase = (index: number, type: string): IsolationCase => ({
  kind: 'graphql',
  operation: 'listHistory',
  name: `listHistory of A's ${type}`,
  request: (fx) => {
    const [subjectType, id] = subjectsOfA(fx)[index] ?? ['FUNDER', fx.orgA.funderId];
    return {
      query: `query ($subject: HistorySubjectInput!) { listHistory(subject: $subject) { ${ENTRY_FIELDS} } }`,
      variables: { subject: { type: subjectType, id: String(id) } },
    };
  },
});

export const cases: IsolationCase[] = [
  ...['FUNDER', 'GRANT', 'APPLICATION', 'REPORT', 'FILE'].map((type, index) => listCase(index, type)),
  {
    kind: 'graphql',
    operation: 'addComment',
    request: (fx) => ({
      query: `mutation ($subject: HistorySubjectInput!, $text: String!) { addComment(subject: $subject, text: $text) { ${COMMENT_FIELDS} } }`,
      variables: {
        subject: { type: 'APPLICATION', id: String(fx.orgA.applicationId) },
        text: `Hello @${fx.orgA.userEmail.split('@')[0]}`,
      },
    }),
  },
  {
    kind: 'graphql',
    operation: 'updateComment',
    request: (fx) => ({
      query: `mutation ($id: ID!) { updateComment(id: $id, text: "Changed by a stranger") { ${COMMENT_FIELDS} } }`,
      variables: { id: String(fx.orgA.commentId) },
    }),
  },
  {
    kind: 'graphql',
    operation: 'deleteComment',
    request: (fx) => ({
      query: 'mutation ($id: ID!) { deleteComment(id: $id) }',
      variables: { id: String(fx.orgA.commentId) },
    }),
  },
];

cases.push({
  kind: 'graphql',
  operation: 'mentionableUsers',
  name: "mentionableUsers of A (the @ suggestions: A's users)",
  request: (fx) => ({
    query: 'query ($org: ID) { mentionableUsers(organizationId: $org) { id name } }',
    variables: { org: String(fx.orgA.id) },
  }),
});
