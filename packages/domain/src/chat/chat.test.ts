import { describe, expect, it } from 'vitest';
import { chatTitle } from './chat-title.ts';
import { isBlankMessage } from './is-blank-message.ts';

describe('chatTitle', () => {
  it.each([
    ['Hello', 'Hello'],
    ['  Hello  ', 'Hello'],
    ['a'.repeat(100), 'a'.repeat(100)],
    ['a'.repeat(101), `${'a'.repeat(100)}...`],
    [`  ${'b'.repeat(100)}  `, 'b'.repeat(100)], // trimmed before measuring
    [`${'😀'.repeat(101)}`, `${'😀'.repeat(100)}...`], // code points, never half an emoji
    ['', ''],
  ])('%j → %j', (message, title) => {
    expect(chatTitle(message)).toBe(title);
  });
});

describe('isBlankMessage', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['\n\t ', true],
    [null, true],
    [undefined, true],
    ['hi', false],
    ['  hi  ', false],
  ])('%j → %s', (message, blank) => {
    expect(isBlankMessage(message)).toBe(blank);
  });
});
