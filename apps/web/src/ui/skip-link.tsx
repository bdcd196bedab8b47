import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

// The frame's <main> has no id of its own on every layout (bare pages, the shell), so the link moves focus to
// whichever <main> the page has; a keyboard user then starts past the header and its navigation.
function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.querySelector('main');
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
    // biome-ignore lint/a11y/useValidAnchor: a link, as skip links are announced; it moves the focus itself because the frames' <main> carry no shared id
    <a href="#main-content" className="skip-link" onClick={focusMain}>
      {t('app.skip_to_main')}
    </a>
  );
}
