// jsdom lacks the layout APIs Mantine reads; these stubs answer "no match" and "no size".
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearSignedIn } from '../lib/session-marker.ts';

// Lazy routes load slowly on a busy CI machine; findBy* waits up to 10 s.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  clearSignedIn();
  window.localStorage.clear();
});

if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// Mantine's Combobox scrolls the selected option into view; jsdom has no layout.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver;
window.scrollTo = () => {};
