import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_FUNDER, createTrackerKit, failure, type TrackerKit } from '../testing/tracker-kit.ts';

// History and comments through GraphQL: the signed-in caller is the one history names, a comment's
// author is the only one who may change it, and a too long comment is a coded MAX_LENGTH.

const UPDATE_FUNDER = `mutation U($id: ID!, $params: FunderUpdateParams!) { updateFunder(id: $id, params: $params) { id } }`;
const HISTORY = `query H($subject: HistorySubjectInput!) {
  listHistory(subject: $subject) { items { action user { name } changes { field from to } comment { id text deleted } } }
}`;
const ADD = `mutation A($subject: HistorySubjectInput!, $text: String!) { addComment(subject: $subject, text: $text) { id text mentions { name } } }`;
const EDIT = `mutation E($id: ID!, $text: String!) { updateComment(id: $id, text: $text) { id text editedAt } }`;
const DELETE = `mutation D($id: ID!) { deleteComment(id: $id) }`;

let tracker: TrackerKit;
let subject: { type: 'FUNDER'; id: string };
let colleague: string;

beforeAll(async () => {
  tracker = await createTrackerKit();
  await tracker.kit.createUser({ email: 'colleague@example.org', organizationId: tracker.orgA });
  colleague = await tracker.kit.login('colleague@example.org');
  const created = await tracker.ok<{ createFunder: { id: string } }>(CREATE_FUNDER, {
    params: { name: 'Timeline Fund', type: 'FOUNDATION' },
  });
  subject = { type: 'FUNDER', id: created.createFunder.id };
});
afterAll(() => tracker?.close());

describe('listHistory and comments', () => {
  it('names the signed-in caller and the changed field', async () => {
    await tracker.ok(UPDATE_FUNDER, { id: subject.id, params: { name: 'Timeline Fund', type: 'CORPORATE' } });
    const data = await tracker.ok<{
      listHistory: { items: Array<{ action: string; user: { name: string } }> };
    }>(HISTORY, { subject });
    expect(data.listHistory.items[0]).toEqual({
      action: 'UPDATED',
      user: { name: 'a' },
      changes: [{ field: 'type', from: 'FOUNDATION', to: 'CORPORATE' }],
      comment: null,
    });
    expect(data.listHistory.items.at(-1)?.action).toBe('CREATED');
  });

  it("refuses another user's edit and delete with COMMENT_NOT_YOURS, and a too long text with MAX_LENGTH", async () => {
    const added = await tracker.ok<{ addComment: { id: string; mentions: unknown[] } }>(ADD, {
      subject,
      text: 'Ask @colleague',
    });
    expect(added.addComment.mentions).toEqual([{ name: 'colleague' }]);
    const id = added.addComment.id;
    expect(failure(await tracker.call(EDIT, { id, text: 'mine now' }, colleague)).code).toBe(
      'COMMENT_NOT_YOURS',
    );
    expect(failure(await tracker.call(DELETE, { id }, colleague)).code).toBe('COMMENT_NOT_YOURS');
    const long = await tracker.call(EDIT, { id, text: 'x'.repeat(2001) });
    expect(failure(long).code).toBe('VALIDATION');
    expect(long.body.errors?.[0]?.extensions?.issue).toEqual({ code: 'MAX_LENGTH', params: { limit: 2000 } });
    expect(await tracker.ok(DELETE, { id })).toEqual({ deleteComment: id });
    const data = await tracker.ok<{ listHistory: { items: Array<{ comment: unknown }> } }>(HISTORY, {
      subject,
    });
    expect(data.listHistory.items[0]?.comment).toEqual({ id, text: null, deleted: true });
  });
});
