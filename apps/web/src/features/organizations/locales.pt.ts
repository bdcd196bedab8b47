// The Portuguese strings of locales.ts (its en is the source and gives the shape); a module of its own so
// that each language's catalogue chunk carries only its language.
import type { Catalogue } from './locales.ts';

const pt: Catalogue = {
  create_title: 'Adicionar organização',
  name: 'Nome da organização',
  fiscal_year_start: 'Início do ano fiscal',
  fiscal_year_start_description: 'O mês em que começa seu ano fiscal',
  month: 'Mês',
  year: 'Ano',
  submit: 'Adicionar organização',
  cancel: 'Cancelar',
  created: 'A organização foi adicionada com sucesso',
  create_failed: 'Erro ao adicionar uma organização',
};

export const organizationsLocales = { pt };
