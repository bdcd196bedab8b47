// The Portuguese strings of locales.ts (its en is the source and gives the shape).
import type { listExportLocales as source, Widen } from './locales.ts';

const pt: Widen<typeof source.en> = {
  button: 'Exportar para Excel',
  error: 'Não foi possível gerar o arquivo Excel: {{message}}',
  network_error: 'Não foi possível baixar o arquivo Excel. Verifique sua conexão e tente novamente.',
};

export const listExportLocales = { pt } as const;
