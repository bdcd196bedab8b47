import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The id every frame gives its <main> (features/layout), the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

// The focus moves by hand: a fragment alone only scrolls in some browsers, and the address keeps no '#'
// for the router to read as a change of page.
function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  event.preventDefault();
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
  main.scrollIntoView?.({ block: 'start' });
}

/** "Skip to main content": the page's first focusable element, shown when it has the focus. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className="skip-link" onClick={focusMain}>
      {t('app.skip_to_main')}
    </a>
  );
}
