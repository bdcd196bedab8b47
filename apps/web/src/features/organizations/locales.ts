// Create Organization modal, the fiscal-year-start input and the organisation picker (§2, §5, §8).
const en = {
  create_title: 'Add Organization',
  name: 'Organization name',
  fiscal_year_start: 'Fiscal year start',
  fiscal_year_start_description: 'The month your fiscal year begins',
  month: 'Month',
  year: 'Year',
  submit: 'Add organization',
  cancel: 'Cancel',
  created: 'Fine organisation was added succesfully',
  create_failed: 'Error adding an organisation',
} as const;

type Catalogue = { readonly [K in keyof typeof en]: string };

const pt: Catalogue = {
  create_title: 'Adicionar organização',
  name: 'Nome da organização',
  fiscal_year_start: 'Início do ano fiscal',
  fiscal_year_start_description: 'O mês em que começa o seu ano fiscal',
  month: 'Mês',
  year: 'Ano',
  submit: 'Adicionar organização',
  cancel: 'Cancelar',
  created: 'A organização foi adicionada com sucesso',
  create_failed: 'Erro ao adicionar uma organização',
};

const de: Catalogue = {
  create_title: 'Organisation hinzufügen',
  name: 'Name der Organisation',
  fiscal_year_start: 'Beginn des Geschäftsjahres',
  fiscal_year_start_description: 'Der Monat, in dem Ihr Geschäftsjahr beginnt',
  month: 'Monat',
  year: 'Jahr',
  submit: 'Organisation hinzufügen',
  cancel: 'Abbrechen',
  created: 'Die Organisation wurde erfolgreich hinzugefügt',
  create_failed: 'Fehler beim Hinzufügen einer Organisation',
};

export const organizationsLocales = { en, pt, de };
