import { bundleCatalogues } from '../i18n/index.ts';
import { resources } from '../i18n/resources.ts';

// Every catalogue is bundled in tests, so initI18n() is ready at once (the app fetches one language).
bundleCatalogues(resources);

// Node tests need nothing more; jsdom tests get the browser stubs.
if (typeof window !== 'undefined') await import('./setup-dom.ts');
