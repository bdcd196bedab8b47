import { DRAFT_BODY_MAX_LENGTH } from '@grantflow/domain/drafting/draft-sections';
import { describe, expect, it } from 'vitest';
import { generateApplicationDraftSchema, saveApplicationDraftSchema } from './application-draft.ts';
import { messages } from './messages.ts';
import { issuesOf } from './test-helpers.ts';

describe('generateApplicationDraftSchema', () => {
  it('takes a section, writing in English unless told', () => {
    expect(generateApplicationDraftSchema.parse({ section: 'NEED_STATEMENT' })).toEqual({
      section: 'NEED_STATEMENT',
      language: 'en',
    });
    expect(generateApplicationDraftSchema.parse({ section: 'LETTER_OF_INQUIRY', language: 'pt' })).toEqual({
      section: 'LETTER_OF_INQUIRY',
      language: 'pt',
    });
  });

  it.each([
    [{}, 'section', messages.required],
    [{ section: 'POEM' }, 'section', messages.invalid],
    [{ section: 'EVALUATION', language: 'fr' }, 'language', messages.invalid],
  ])('refuses %j', (input, path, message) => {
    expect(issuesOf(generateApplicationDraftSchema, input)).toEqual([[path, message]]);
  });
});

describe('saveApplicationDraftSchema', () => {
  it('keeps the text as written, line breaks included, trimmed at the ends', () => {
    expect(
      saveApplicationDraftSchema.parse({ section: 'EVALUATION', body: ' # Plan\n\nText [1]\n' }),
    ).toEqual({
      section: 'EVALUATION',
      body: '# Plan\n\nText [1]',
    });
  });

  it('refuses an empty draft and one past the limit', () => {
    expect(issuesOf(saveApplicationDraftSchema, { section: 'EVALUATION', body: '  \n ' })).toEqual([
      ['body', messages.required],
    ]);
    const long = issuesOf(saveApplicationDraftSchema, {
      section: 'EVALUATION',
      body: 'x'.repeat(DRAFT_BODY_MAX_LENGTH + 1),
    });
    expect(long.map(([path]) => path)).toEqual(['body']);
  });
});
