// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type IdentityUser, member, type RestCall, renderIdentity } from '../../../test/render-identity.tsx';

// Mantine's autosizing Textarea listens to document.fonts, which jsdom lacks.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const admin: IdentityUser = { ...member, role: 'ADMIN' };
const LIST = {
  status: 200,
  error: null,
  data: [{ id: 4, title: 'Older question', remarks: { last_updated: '2026-11-20T10:00:00Z' } }],
};

// The REST answers are JSON, so the stream call finds no event stream and the page asks /ai/chat/prompt.
function answers(prompt: (call: RestCall) => { status?: number; statusText?: string; body: unknown }) {
  return (call: RestCall) => {
    if (call.path.startsWith('/ai/chat/list/3/1')) return { body: LIST };
    if (call.path === '/ai/capabilities')
      return { body: { status: 200, error: null, data: { language_model: false, embeddings: false } } };
    if (call.path === '/ai/chat/prompt') return prompt(call);
    if (call.path === '/ai/chat/prompt/stream') return { status: 404, statusText: 'Not Found', body: {} };
    return undefined;
  };
}

async function type(message: string) {
  const input = await screen.findByRole('textbox', { name: 'Message' });
  fireEvent.change(input, { target: { value: message } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

describe('AssistantPage', () => {
  it('sends with Enter, shows the answer with its citation and puts the new chat in the history', async () => {
    const { restCalls } = renderIdentity('/assistant', {
      user: member,
      rest: answers(() => ({
        body: {
          status: 200,
          error: null,
          data: {
            azure_chat_history_id: 12,
            title: 'What is due?',
            remarks: null,
            new_chats: [
              { identity: 1, role: 'user', content: 'What is due?', chat_data_source: 'documents' },
              {
                identity: 2,
                role: 'assistant',
                content: 'The **annual report**.',
                chat_data_source: 'documents',
                files: { '1': { url: '/files/9?sig=x', file_name: 'report.pdf' } },
              },
            ],
          },
        },
      })),
    });
    expect(await screen.findByText('Start a new AI Chat with your documents')).toBeTruthy();
    // Before the first question the screen says what the assistant does without a model.
    expect(await screen.findByText(/No language model is connected: the assistant answers/)).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Try asking' })).getAllByRole('button')).toHaveLength(3);
    expect(await screen.findByText('Older question')).toBeTruthy();
    // Members see no admin buttons.
    expect(screen.queryByRole('button', { name: 'Fine Tunning Config' })).toBeNull();

    await type('   ');
    expect(restCalls.some((c) => c.path.startsWith('/ai/chat/prompt'))).toBe(false);

    await type('What is due?');
    const link = await screen.findByRole('link', { name: 'report.pdf (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('/files/9?sig=x');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('annual report').tagName).toBe('STRONG');
    expect(restCalls.find((c) => c.path === '/ai/chat/prompt')?.body).toEqual({
      message: 'What is due?',
      organization_id: 1,
      user_id: 3,
      azure_chat_history_id: null,
      apply_fine_tunning: false,
      chat_data_source: 'documents',
      language: 'en',
    });
    const history = screen.getByRole('navigation', { name: 'Past chats' });
    expect(
      within(history)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([expect.stringContaining('What is due?'), expect.stringContaining('Older question')]);
  });

  it('suggests questions for the source chosen, and sends the one clicked', async () => {
    const { restCalls } = renderIdentity('/assistant', {
      user: member,
      rest: answers(() => ({ status: 502, statusText: 'Bad Gateway', body: {} })),
    });
    const suggestions = await screen.findByRole('group', { name: 'Try asking' });
    expect(
      within(suggestions).getByRole('button', { name: 'When is our next report due to a funder?' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Data' }));
    const question = await screen.findByRole('button', { name: 'Which reports are overdue?' });
    fireEvent.click(question);
    await waitFor(() =>
      expect(restCalls.find((c) => c.path === '/ai/chat/prompt')?.body).toMatchObject({
        message: 'Which reports are overdue?',
        chat_data_source: 'database',
      }),
    );
  });

  it('removes the message and drops the new chat on a prompt error, with a dismissible error bar', async () => {
    renderIdentity('/assistant', {
      user: admin,
      rest: answers(() => ({ status: 502, statusText: 'Bad Gateway', body: {} })),
    });
    await type('Hello');
    const bar = await screen.findByRole('alert');
    expect(bar.textContent).toContain('Error sending prompt: Bad Gateway');
    expect(screen.queryByRole('log', { name: 'Conversation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New chat' })).toBeNull();
    expect(screen.getByText('Start a new AI Chat with your documents')).toBeTruthy();
    // The typed text comes back into the box, so nothing is lost.
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe('Hello');
    fireEvent.click(within(bar).getByRole('button', { name: 'Dismiss the error' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByRole('button', { name: 'Fine Tunning Config' })).toBeTruthy();
  });

  it('says the assistant is unavailable when the gateway answers that the ai service is stopped', async () => {
    // The gateway's answer for /ai/* while the ai service is down.
    const stopped = {
      status: 503,
      statusText: 'Service Unavailable',
      body: {
        status: 503,
        error: 'The assistant is unavailable right now',
        data: null,
        code: 'SERVICE_UNAVAILABLE',
        params: { service: 'ai' },
        service: 'ai',
      },
    };
    renderIdentity('/assistant', {
      user: member,
      rest: (call) => (call.path.startsWith('/ai/') ? stopped : undefined),
    });
    const bar = await screen.findByRole('alert');
    expect(bar.textContent).toContain(
      'The assistant is unavailable right now. Funders, grants and the dashboard still work; try again in a moment.',
    );
    await type('Hello');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('The assistant is unavailable right now.'),
    );
  });

  it('keeps the layout choice in local storage', async () => {
    renderIdentity('/assistant', { user: member, rest: answers(() => ({ body: {} })) });
    fireEvent.click(await screen.findByText('Stacked'));
    expect(localStorage.getItem('chatLayout')).toBe('column');
  });
});
