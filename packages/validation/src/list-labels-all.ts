// Every language's list words, for the server's "Export to Excel" files (the web reads one language's module).
import type { ExportLanguage } from './list-export.ts';
import { LIST_LABELS_DE } from './list-labels.de.ts';
import { LIST_LABELS_PT } from './list-labels.pt.ts';
import { LIST_LABELS_EN, type ListLabels } from './list-labels.ts';

export const LIST_LABELS: Record<ExportLanguage, ListLabels> = {
  en: LIST_LABELS_EN,
  pt: LIST_LABELS_PT,
  de: LIST_LABELS_DE,
};
