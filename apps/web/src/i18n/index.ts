import i18n, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Translation } from './locales/en.ts';

export const LANGUAGES = ['en', 'pt', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

const LANGUAGE_STORAGE_KEY = 'language';

// Each catalogue is its own chunk: the app downloads only the language it shows (and the next one only when
// the user switches). pt and de hold every key (i18n.test.ts), so no English fallback is fetched with them.
const catalogues: Record<Language, () => Promise<Translation>> = {
  en: () => import('./locales/en.ts').then((m) => m.en),
  pt: () => import('./locales/pt.ts').then((m) => m.pt),
  de: () => import('./locales/de.ts').then((m) => m.de),
};

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, _namespace, callback) => {
    const load = isLanguage(language) ? catalogues[language] : null;
    if (!load) return callback(new Error(`No catalogue for "${language}"`), false);
    load().then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

// Tests (src/test/setup.ts) hand in every catalogue so that initI18n() is ready at once.
let bundled: Resource | null = null;
export function bundleCatalogues(resources: Resource): void {
  bundled = resources;
}

export function isLanguage(value: string | null | undefined): value is Language {
  return LANGUAGES.some((language) => language === value);
}

/** The display language as one of the app's (what the server stores on the user); English for any other. */
export function displayLanguage(language: string | null | undefined): Language {
  return isLanguage(language) ? language : 'en';
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

let catalogueLoaded: Promise<unknown> = Promise.resolve();

/** Settles when the current language's catalogue is in (or failed): main.tsx renders the first screen then. */
export function whenCatalogueLoaded(): Promise<unknown> {
  return catalogueLoaded;
}

/**
 * Starts i18next. In the app the current language's catalogue is fetched (components suspend until it is
 * there: main.tsx wraps the app in Suspense); with bundled catalogues (tests) it is ready when this returns.
 */
export function initI18n(): typeof i18n {
  if (i18n.isInitialized) return i18n;
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages;
  const lng = pickInitialLanguage(readStoredLanguage(), browser);
  const common = {
    lng,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false }, // React escapes already.
    returnNull: false,
    // The default separator, named: i18next then skips its natural-language-key test (a regular expression per
    // t() call, a visible share of a list's first render). No key of ours contains ':' or a space.
    keySeparator: '.',
  } as const;
  if (bundled) {
    void i18n.use(initReactI18next).init({ ...common, resources: bundled, fallbackLng: 'en' });
  } else {
    catalogueLoaded = i18n
      .use(initReactI18next)
      .use(lazyCatalogues)
      .init({ ...common, fallbackLng: false, load: 'languageOnly' });
  }
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
  return i18n;
}

export { i18n };
