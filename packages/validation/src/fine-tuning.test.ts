import { describe, expect, it } from 'vitest';
import {
  databaseFineTuningBodySchema,
  databaseFineTuningSchema,
  documentFineTuningBodySchema,
  documentFineTuningSchema,
} from './fine-tuning.ts';
import { messages } from './messages.ts';
import { issuesOf } from './test-helpers.ts';

describe('database fine-tuning', () => {
  const version = { version: 'db-v1@2025-06-15', security_constraints: 'read only', remarks: 'active' };

  it('accepts a named version', () => {
    expect(issuesOf(databaseFineTuningSchema, version)).toEqual([]);
    expect(
      databaseFineTuningBodySchema.parse({
        ...version,
        organization_id: 1,
        user_id: 0,
        authored_by_user_id: '5',
      }),
    ).toMatchObject({ user_id: 0, authored_by_user_id: 5, remarks: 'active' });
  });

  it.each([[''], ['   ']])('refuses the blank name %j', (name) => {
    expect(issuesOf(databaseFineTuningSchema, { ...version, version: name })).toEqual([
      ['version', messages.required],
    ]);
  });

  it('refuses an unknown remark', () => {
    expect(issuesOf(databaseFineTuningSchema, { ...version, remarks: 'on' })).toEqual([
      ['remarks', messages.invalid],
    ]);
  });
});

describe('document fine-tuning', () => {
  it('defaults the remark to disabled', () => {
    expect(documentFineTuningSchema.parse({ version: 'v1' }).remarks).toBe('disabled');
  });

  it('needs the organisation and author on the server', () => {
    expect(issuesOf(documentFineTuningBodySchema, { version: 'v1', user_id: 3 })).toEqual([
      ['organization_id', messages.required],
      ['authored_by_user_id', messages.required],
    ]);
  });
});
