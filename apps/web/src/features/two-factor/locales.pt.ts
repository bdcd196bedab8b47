// The Portuguese strings of locales.ts (its en is the source and gives the shape); a module of its own so
// that each language's catalogue chunk carries only its language.
import type { Catalogue } from './locales.ts';

const pt: Catalogue = {
  title: 'Configurar início de sessão 2FA',
  intro:
    'Com a verificação em dois passos ativa, enviamos-lhe um código de 5 dígitos por e-mail em cada início de sessão.',
  email: 'E-mail para os códigos 2FA',
  enabled: 'Ativar a verificação em dois passos',
  code: 'Código de verificação',
  code_description: 'Enviámos um código de 5 dígitos para {{email}}. Introduza-o para confirmar.',
  save: 'Guardar',
  verify: 'Verificar',
  back: 'Voltar',
  loading: 'A carregar a sua configuração 2FA…',
  updated: 'Definições 2FA atualizadas com sucesso',
  invalid_field: 'Erro no formulário: campo inválido',
  load_failed_status: 'Erro no formulário: falha ao carregar a configuração 2FA: {{status}}',
  load_failed: 'Erro no formulário: falha ao carregar a configuração 2FA atual',
  submit_failed: 'Erro ao enviar a configuração de e-mail 2FA',
};

export const twoFactorLocales = { pt };
