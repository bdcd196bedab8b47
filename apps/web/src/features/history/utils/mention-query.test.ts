import { describe, expect, it } from 'vitest';
import { completeMention, matchingNames, mentionQuery } from './mention-query.ts';

describe('mention suggestions', () => {
  it('reads the name typed after an @ before the cursor, not inside an e-mail', () => {
    expect(mentionQuery('Hi @ad', 6)).toBe('ad');
    expect(mentionQuery('Hi @', 4)).toBe('');
    expect(mentionQuery('mail x@y', 8)).toBeNull();
    expect(mentionQuery('Hi @ad and more', 15)).toBeNull();
  });

  it('completes the mention and puts the cursor after it', () => {
    expect(completeMention('Hi @ad, ok', 6, 'admin')).toEqual({ text: 'Hi @admin , ok', cursor: 10 });
  });

  it('offers names starting with the query', () => {
    expect(matchingNames(['admin', 'staff', 'Ana'], 'a')).toEqual(['admin', 'Ana']);
  });
});
