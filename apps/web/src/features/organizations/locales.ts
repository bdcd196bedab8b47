// Create Organization modal, the fiscal-year-start input and the organisation picker (docs/product.md, Screens and routes; Validation; Messages and error codes).
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

export type Catalogue = { readonly [K in keyof typeof en]: string };

export const organizationsLocales = { en };
