import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, VISIBLE_APPLICATION_STATUSES } from './enums.ts';

describe('application statuses', () => {
  it('keeps DID_NOT_RESPOND out of the stored set', () => {
    expect(APPLICATION_STATUSES).not.toContain('DID_NOT_RESPOND');
    expect(VISIBLE_APPLICATION_STATUSES).toContain('DID_NOT_RESPOND');
  });
});
