import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { supportTicketBodySchema, supportTicketSchema } from './support.ts';
import { issuesOf } from './test-helpers.ts';

const ticket = { name: 'Ann', organization: 'Riverbend', email: 'ann@riverbend.org', message: 'Help' };

describe('supportTicketSchema', () => {
  it('accepts a complete ticket', () => {
    expect(issuesOf(supportTicketSchema, ticket)).toEqual([]);
    expect(supportTicketBodySchema.parse({ ...ticket, user_id: '9' }).user_id).toBe(9);
  });

  it.each([
    ['no name', { ...ticket, name: '' }, 'name', messages.required],
    ['no organization', { ...ticket, organization: ' ' }, 'organization', messages.required],
    ['no message', { ...ticket, message: '' }, 'message', messages.required],
    ['no e-mail', { ...ticket, email: '' }, 'email', messages.required],
    ['a bad e-mail', { ...ticket, email: 'ann' }, 'email', messages.email],
  ])('refuses %s', (_, input, path, message) => {
    expect(issuesOf(supportTicketSchema, input)).toEqual([[path, message]]);
  });

  it('needs the user on the server', () => {
    expect(issuesOf(supportTicketBodySchema, ticket)).toEqual([['user_id', messages.required]]);
  });
});
