import { describe, expect, it } from 'vitest';
import { answerCutMarker, capAnswer } from './cap-answer.ts';

describe('capAnswer', () => {
  it('keeps an answer within the limit as it is', () => {
    expect(capAnswer('a'.repeat(10), 10)).toEqual({ text: 'a'.repeat(10), cut: false });
  });

  it('cuts a longer one at the limit and says so', () => {
    expect(capAnswer('a'.repeat(11), 10)).toEqual({ text: 'a'.repeat(10) + answerCutMarker(10), cut: true });
  });

  it('never leaves half an emoji', () => {
    const { text } = capAnswer(`${'a'.repeat(9)}😀b`, 10);
    expect(text).toBe('a'.repeat(9) + answerCutMarker(10));
  });
});
