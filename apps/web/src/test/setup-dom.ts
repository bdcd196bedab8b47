// jsdom lacks the layout APIs Mantine reads; these stubs answer width queries for its window and "no size".
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

// Width queries are answered for jsdom's window (1024 px wide: the header keeps its tools, the burger
// holds the navigation); every other query does not match.
function matchesWidth(query: string): boolean {
  const found = /\((min|max)-width:\s*([\d.]+)(em|px)\)/.exec(query);
  if (!found) return false;
  const px = Number(found[2]) * (found[3] === 'em' ? 16 : 1);
  return found[1] === 'min' ? window.innerWidth >= px : window.innerWidth <= px;
}

if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: matchesWidth(query),
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

// Mantine's autosize Textarea (the timeline's comment box) listens for web fonts loading; jsdom has no
// FontFaceSet, so an event target with no fonts stands in.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
}
