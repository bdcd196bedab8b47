// The Portuguese strings of locales.ts (its en is the source and gives the shape); a module of its own so
// that each language's catalogue chunk carries only its language.
import type { Catalogue } from './locales.ts';

const pt: Catalogue = {
  title: 'Ajuda/Suporte',
  intro: 'Conte-nos do que você precisa e nossa equipe responderá por e-mail.',
  name: 'Nome',
  organization: 'Organização',
  email: 'E-mail',
  message: 'Mensagem',
  submit: 'Enviar solicitação',
  cancel: 'Cancelar',
  sent: 'A solicitação de suporte foi enviada com sucesso',
  failed: 'Erro ao enviar a solicitação de suporte',
};

export const supportLocales = { pt };
