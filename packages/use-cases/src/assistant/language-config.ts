import type { IndexLanguageConfig } from '@grantflow/db/repositories/document-index';
import { type DocumentLanguage, detectLanguage } from '@grantflow/domain/documents/detect-language';

// The PostgreSQL text search configuration of each language the assistant detects; text in none of them
// is indexed with 'simple' (no stemming, no stopwords), which still finds names and numbers.

const CONFIG: Record<DocumentLanguage, IndexLanguageConfig> = {
  en: 'english',
  pt: 'portuguese',
  de: 'german',
};

export function languageConfigOf(text: string): {
  language: DocumentLanguage | null;
  config: IndexLanguageConfig;
} {
  const language = detectLanguage(text);
  return { language, config: language ? CONFIG[language] : 'simple' };
}
