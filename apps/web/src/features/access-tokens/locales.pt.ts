// The Portuguese strings of locales.ts (its en is the source and gives the shape); a module of its own so
// that each language's catalogue chunk carries only its language.
import type { accessTokensLocales as accessTokensSource, Widen } from './locales.ts';

const pt: Widen<typeof accessTokensSource.en> = {
  title: 'Tokens de acesso',
  menu: 'Tokens de acesso',
  intro:
    'Tokens de acesso pessoais permitem que assistentes de IA e outros clientes MCP ou de API ajam em seu nome, com sua função e suas organizações. Trate um token como uma senha.',
  usage: 'Clientes MCP o enviam no cabeçalho Authorization: Bearer <token> para este endereço:',
  create_title: 'Novo token',
  name: 'Nome',
  name_description: 'O que vai usá-lo, por exemplo "Claude desktop".',
  expiry: 'Expira',
  expiry_days_one: 'Em {{count}} dia',
  expiry_days_other: 'Em {{count}} dias',
  expiry_never: 'Nunca',
  create: 'Criar token',
  created_title: 'Seu novo token',
  created_warning: 'Copie-o agora: você não poderá vê-lo novamente.',
  secret_label: 'Token',
  copy: 'Copiar token',
  copied: 'Copiado',
  done: 'Já copiei',
  list_title: 'Seus tokens',
  empty: 'Nenhum token de acesso ainda.',
  load_error: 'Não foi possível carregar seus tokens de acesso.',
  retry: 'Tentar novamente',
  created: 'Criado em',
  last_used: 'Último uso',
  expires: 'Expira em',
  never_used: 'Nunca',
  never_expires: 'Nunca',
  expired: 'Expirado',
  revoke: 'Revogar',
  revoke_label: 'Revogar {{name}}',
  revoke_title: 'Revogar este token?',
  revoke_message:
    '"{{name}}" deixa de funcionar imediatamente; qualquer cliente que o use será recusado. Isso não pode ser desfeito.',
  cancel: 'Cancelar',
  revoked: 'Token revogado',
  account_only:
    'Tokens não podem alterar sua senha nem a verificação em duas etapas, nem gerenciar tokens: entre na sua conta para isso.',
};

export const accessTokensLocales = { pt };
