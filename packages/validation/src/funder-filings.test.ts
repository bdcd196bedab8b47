import { describe, expect, it } from 'vitest';
import { confirmFunderEinArgsSchema, findFunderFilingsArgsSchema } from './funder-filings.ts';

describe('the funder research contracts', () => {
  it('reads an EIN with or without its dash as nine digits', () => {
    expect(confirmFunderEinArgsSchema.parse({ funderId: '7', ein: ' 12-3456789 ' })).toEqual({
      funderId: 7,
      ein: '123456789',
    });
    expect(confirmFunderEinArgsSchema.parse({ funderId: 7, ein: '123456789' }).ein).toBe('123456789');
  });

  it.each(['12-34', '1234567890', '12_3456789', 'ab-cdefghi'])('refuses the EIN %s as INVALID', (ein) => {
    const result = confirmFunderEinArgsSchema.safeParse({ funderId: 7, ein });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['ein', 'This field is invalid.'],
    ]);
  });

  it('refuses a missing EIN as REQUIRED and a blank funder id', () => {
    const result = confirmFunderEinArgsSchema.safeParse({ funderId: '', ein: '' });
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['ein', 'funderId']);
  });

  it('keeps an optional, trimmed search of at most 200 characters', () => {
    expect(findFunderFilingsArgsSchema.parse({ funderId: '3', search: ' Lantern ' })).toEqual({
      funderId: 3,
      search: 'Lantern',
    });
    expect(findFunderFilingsArgsSchema.parse({ funderId: '3' })).toEqual({ funderId: 3 });
    expect(findFunderFilingsArgsSchema.safeParse({ funderId: '3', search: 'x'.repeat(201) }).success).toBe(
      false,
    );
  });
});
