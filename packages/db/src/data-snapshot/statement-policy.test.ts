import { describe, expect, it } from 'vitest';
import { withoutPaths } from './statement-policy.ts';

describe('withoutPaths', () => {
  it("replaces the copy's own path and any other absolute path in an error text", () => {
    const file = '/srv/grantflow/data/assistant/org-42-abc.sqlite';
    expect(withoutPaths(`unable to open ${file}`, file)).toBe('unable to open the copy');
    expect(withoutPaths('cannot read /etc/grantflow/secrets.env', file)).toBe('cannot read [path]');
    expect(withoutPaths('no such column: total', file)).toBe('no such column: total');
  });
});
