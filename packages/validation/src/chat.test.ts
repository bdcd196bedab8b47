import { describe, expect, it } from 'vitest';
import { chatMessageSchema, chatPromptBodySchema } from './chat.ts';
import { messages } from './messages.ts';
import { issuesOf } from './test-helpers.ts';

describe('chatMessageSchema', () => {
  it('accepts text', () => {
    expect(issuesOf(chatMessageSchema, { message: 'Which grants are due?' })).toEqual([]);
  });

  it.each([[''], ['   '], ['\n\t']])('refuses the blank message %j', (message) => {
    expect(issuesOf(chatMessageSchema, { message })).toEqual([['message', messages.required]]);
  });
});

describe('chatPromptBodySchema', () => {
  const body = { message: 'Hi', organization_id: '1', user_id: 2 };

  it('fills the defaults of a new chat', () => {
    expect(chatPromptBodySchema.parse({ ...body, azure_chat_history_id: '' })).toEqual({
      message: 'Hi',
      organization_id: 1,
      user_id: 2,
      azure_chat_history_id: null,
      apply_fine_tunning: false,
      chat_data_source: 'documents',
      language: 'en',
    });
  });

  it('takes the language the user works in, and refuses one the product does not speak', () => {
    expect(chatPromptBodySchema.parse({ ...body, language: 'pt' }).language).toBe('pt');
    expect(chatPromptBodySchema.safeParse({ ...body, language: 'fr' }).success).toBe(false);
  });

  it('keeps an existing chat id', () => {
    expect(chatPromptBodySchema.parse({ ...body, azure_chat_history_id: '17' }).azure_chat_history_id).toBe(
      17,
    );
  });

  it.each([
    ['a blank message', { ...body, message: ' ' }, 'message', messages.required],
    ['an unknown source', { ...body, chat_data_source: 'web' }, 'chat_data_source', messages.invalid],
    ['no organisation', { ...body, organization_id: undefined }, 'organization_id', messages.required],
  ])('refuses %s', (_, input, path, message) => {
    expect(issuesOf(chatPromptBodySchema, input)).toEqual([[path, message]]);
  });
});
