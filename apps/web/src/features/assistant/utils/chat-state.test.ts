import type { ChatEntry, PromptAnswer } from '@grantflow/validation/assistant-wire';
import { describe, expect, it } from 'vitest';
import { type ChatAction, type ChatState, chatReducer, initialChatState } from './chat-state.ts';

const run = (actions: ChatAction[], state: ChatState = initialChatState) =>
  actions.reduce(chatReducer, state);

const ask = (content: string, identity = `local-${content}`): ChatAction => ({
  type: 'messageAdded',
  content,
  source: 'documents',
  identity,
});

const entry = (identity: number, role: ChatEntry['role'], content: string): ChatEntry => ({
  identity,
  role,
  content,
  date: '2026-11-26',
  date_time: '2026-11-26T10:00:00.000Z',
  chat_data_source: 'documents',
  files: {},
});

const answer = (id: number, title: string, question: string): PromptAnswer => ({
  azure_chat_history_id: id,
  title,
  remarks: { next_identity_no: 3, last_updated: '2026-11-26' },
  new_chats: [entry(1, 'user', question), entry(2, 'assistant', `About ${question}`)],
});

const existing: ChatState = {
  chats: [
    { id: 9, title: 'Budget' },
    { id: 4, title: 'Older' },
  ],
  open: { id: 9, title: 'Budget', entries: [entry(1, 'user', 'q'), entry(2, 'assistant', 'a')] },
};

describe('chatReducer', () => {
  it('creates an unsaved chat at the top of the history with the first message', () => {
    const state = run([{ type: 'listLoaded', chats: [{ id: 4, title: 'Older' }] }, ask('Hello')]);
    expect(state.chats.map((c) => c.id)).toEqual([null, 4]);
    expect(state.open).toMatchObject({ id: null, entries: [{ role: 'user', content: 'Hello' }] });
  });

  it("replaces a new chat by the server's id and title, and its optimistic entry by the server's pair", () => {
    const state = run([ask('Hello'), { type: 'promptSucceeded', result: answer(12, 'Hello', 'Hello') }]);
    expect(state.chats).toEqual([{ id: 12, title: 'Hello', remarks: expect.any(Object) }]);
    expect(state.open?.id).toBe(12);
    expect(state.open?.entries.map((e) => [e.identity, e.role])).toEqual([
      [1, 'user'],
      [2, 'assistant'],
    ]);
  });

  it('moves an existing chat to the top when it gets an answer', () => {
    const state = run([ask('more'), { type: 'promptSucceeded', result: answer(9, 'Budget', 'more') }], {
      ...existing,
      chats: [...existing.chats].reverse(),
    });
    expect(state.chats.map((c) => c.id)).toEqual([9, 4]);
    expect(state.open?.entries).toHaveLength(4);
  });

  it('removes the last message of an existing chat on a prompt error and keeps the chat', () => {
    const state = run([ask('more'), { type: 'promptFailed' }], existing);
    expect(state).toEqual(existing);
  });

  it('drops a new chat left without messages by a prompt error', () => {
    const loaded = run([{ type: 'listLoaded', chats: [{ id: 4, title: 'Older' }] }]);
    const state = run([ask('Hello'), { type: 'promptFailed' }], loaded);
    expect(state.open).toBeNull();
    expect(state.chats.map((c) => c.id)).toEqual([4]);
  });

  it('keeps the unsaved chat when the history arrives after the first message, once', () => {
    const state = run([
      ask('Hello'),
      ask('Again'),
      { type: 'listLoaded', chats: [{ id: 4, title: 'Older' }] },
    ]);
    expect(state.chats.map((c) => c.id)).toEqual([null, 4]);
    expect(state.open?.entries).toHaveLength(2);
  });

  it('forgets an unsent new chat when another chat is opened or a new one started', () => {
    const remarks = { next_identity_no: 2, last_updated: '2026-11-26' };
    const chat = { id: 4, title: 'Older', remarks, chats: [entry(1, 'user', 'x')] };
    expect(run([ask('Hello'), { type: 'chatLoaded', chat }]).chats).toEqual([]);
    expect(run([ask('Hello'), { type: 'newChat' }])).toEqual(initialChatState);
  });

  it('ignores prompt outcomes when no chat is open', () => {
    expect(run([{ type: 'promptFailed' }])).toBe(initialChatState);
    expect(run([{ type: 'promptSucceeded', result: answer(1, 't', 'q') }])).toBe(initialChatState);
  });
});
