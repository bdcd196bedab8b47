// The Portuguese strings of locales.ts (its en is the source and gives the shape); a module of its own so
// that each language's catalogue chunk carries only its language.
import type { Catalogue } from './locales.ts';

const pt: Catalogue = {
  title: 'Configurar login com 2FA',
  intro:
    'Com a verificação em duas etapas ativada, enviamos a você um código de 5 dígitos por e-mail a cada login.',
  email: 'E-mail para os códigos 2FA',
  enabled: 'Ativar a verificação em duas etapas',
  code: 'Código de verificação',
  code_description: 'Enviamos um código de 5 dígitos para {{email}}. Digite-o para confirmar.',
  save: 'Salvar',
  verify: 'Verificar',
  back: 'Voltar',
  loading: 'Carregando sua configuração 2FA…',
  updated: 'Configurações 2FA atualizadas com sucesso',
  invalid_field: 'Erro no formulário: campo inválido',
  load_failed_status: 'Erro no formulário: falha ao carregar a configuração 2FA: {{status}}',
  load_failed: 'Erro no formulário: falha ao carregar a configuração 2FA atual',
  submit_failed: 'Erro ao enviar a configuração de e-mail 2FA',
};

export const twoFactorLocales = { pt };
