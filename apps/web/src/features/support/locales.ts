// The Support Ticket modal (Help/Support; §2, §5, §8).
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

type Catalogue = { readonly [K in keyof typeof en]: string };

const pt: Catalogue = {
  title: 'Ajuda/Suporte',
  intro: 'Diga-nos do que precisa e a nossa equipa responderá por e-mail.',
  name: 'Nome',
  organization: 'Organização',
  email: 'E-mail',
  message: 'Mensagem',
  submit: 'Enviar pedido',
  cancel: 'Cancelar',
  sent: 'O pedido de suporte foi enviado com sucesso',
  failed: 'Erro ao enviar o pedido de suporte',
};

const de: Catalogue = {
  title: 'Hilfe/Support',
  intro: 'Sagen Sie uns, was Sie brauchen; unser Team antwortet per E-Mail.',
  name: 'Name',
  organization: 'Organisation',
  email: 'E-Mail',
  message: 'Nachricht',
  submit: 'Anfrage senden',
  cancel: 'Abbrechen',
  sent: 'Die Support-Anfrage wurde erfolgreich gesendet',
  failed: 'Fehler beim Senden der Support-Anfrage',
};

export const supportLocales = { en, pt, de };
