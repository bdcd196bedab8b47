// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BreakableAddress } from './breakable-address.tsx';

function rendered(address: string): { text: string; parts: string[] } {
  const { container } = render(
    <span>
      <BreakableAddress>{address}</BreakableAddress>
    </span>,
  );
  const span = container.firstElementChild as HTMLElement;
  return { text: span.textContent ?? '', parts: span.innerHTML.split('<wbr>') };
}

describe('BreakableAddress', () => {
  it('lets an e-mail address wrap after the @ and before each dot, its text unchanged', () => {
    const { text, parts } = rendered('grants@riverbend.example.org');
    expect(text).toBe('grants@riverbend.example.org');
    expect(parts).toEqual(['grants@', 'riverbend', '.example', '.org']);
  });

  it('keeps the // of a web address together and wraps after it and before each dot and slash', () => {
    const { text, parts } = rendered('https://www.example.org/grants/apply.html');
    expect(text).toBe('https://www.example.org/grants/apply.html');
    expect(parts).toEqual(['https://', 'www', '.example', '.org', '/grants', '/apply', '.html']);
  });

  it('leaves a word without separators whole', () => {
    expect(rendered('riverbend').parts).toEqual(['riverbend']);
  });
});
