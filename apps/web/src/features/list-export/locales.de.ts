// The German strings of locales.ts (its en is the source and gives the shape).
import type { listExportLocales as source, Widen } from './locales.ts';

const de: Widen<typeof source.en> = {
  button: 'Nach Excel exportieren',
  error: 'Die Excel-Datei konnte nicht erstellt werden: {{message}}',
  network_error:
    'Die Excel-Datei konnte nicht heruntergeladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
};

export const listExportLocales = { de } as const;
