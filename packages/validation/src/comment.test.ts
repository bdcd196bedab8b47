import { describe, expect, it } from 'vitest';
import { addCommentSchema, COMMENT_MAX_LENGTH, commentTextSchema } from './comment.ts';

describe('comment schemas', () => {
  it('keeps line breaks, trims, and reads the subject id', () => {
    expect(addCommentSchema.parse({ subject: { type: 'APPLICATION', id: '7' }, text: ' Hi\n@ana ' })).toEqual(
      {
        subject: { type: 'APPLICATION', id: 7 },
        text: 'Hi\n@ana',
      },
    );
  });

  it('refuses an empty or too long text with a coded issue', () => {
    const empty = commentTextSchema.safeParse({ text: '   ' });
    expect(empty.success).toBe(false);
    const long = commentTextSchema.safeParse({ text: 'x'.repeat(COMMENT_MAX_LENGTH + 1) });
    expect(long.error?.issues[0]?.message).toMatch(/2000/);
  });

  it('refuses an unknown subject type', () => {
    expect(addCommentSchema.safeParse({ subject: { type: 'USER', id: 1 }, text: 'x' }).success).toBe(false);
  });
});
