import { de } from './locales/de.ts';
import { en } from './locales/en.ts';
import { pt } from './locales/pt.ts';

/** Every catalogue at once: for tests only (the app fetches the current language's, see index.ts). */
export const resources = {
  en: { translation: en },
  pt: { translation: pt },
  de: { translation: de },
} as const;
