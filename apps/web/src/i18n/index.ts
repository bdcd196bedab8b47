import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { de } from './locales/de.ts';
import { en } from './locales/en.ts';
import { pt } from './locales/pt.ts';

export const LANGUAGES = ['en', 'pt', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

const LANGUAGE_STORAGE_KEY = 'language';

export const resources = {
  en: { translation: en },
  pt: { translation: pt },
  de: { translation: de },
} as const;

export function isLanguage(value: string | null | undefined): value is Language {
  return LANGUAGES.some((language) => language === value);
}

/** Stored choice first, then the browser's language, then English. */
export function pickInitialLanguage(stored: string | null, browser: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browser) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

function readStoredLanguage(): string | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function changeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not persisted when storage is blocked; the choice still applies for this visit.
  }
  document.documentElement.lang = language;
  void i18n.changeLanguage(language);
}

export function initI18n(): typeof i18n {
  if (i18n.isInitialized) return i18n;
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages;
  const lng = pickInitialLanguage(readStoredLanguage(), browser);
  void i18n.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false }, // React escapes already.
    returnNull: false,
  });
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
  return i18n;
}

export { i18n };
