// The Support Ticket modal (Help/Support; docs/product.md, Screens and routes; Validation; Messages and error codes).
const en = {
  title: 'Help/Support',
  intro: 'Tell us what you need and our team will answer by e-mail.',
  name: 'Name',
  organization: 'Organization',
  email: 'Email',
  message: 'Message',
  submit: 'Send ticket',
  cancel: 'Cancel',
  sent: 'Support ticket was sent succesfully',
  failed: 'Error submitting support ticket',
} as const;

export type Catalogue = { readonly [K in keyof typeof en]: string };

export const supportLocales = { en };
