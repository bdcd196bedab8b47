import { describe, expect, it } from 'vitest';
import { chatOrdinals } from './chat-history.tsx';

describe('chatOrdinals', () => {
  it("numbers the user's own chats from 1, oldest first, whatever their stored ids", () => {
    const numbers = chatOrdinals([
      { id: 912, title: 'Newest' },
      { id: null, title: '' },
      { id: 8, title: 'First' },
      { id: 40, title: 'Second' },
    ]);
    expect([...numbers]).toEqual([
      [8, 1],
      [40, 2],
      [912, 3],
    ]);
  });
});
