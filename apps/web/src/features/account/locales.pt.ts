// The Portuguese strings of locales.ts (its en is the source and gives the shape); a module of its own so
// that each language's catalogue chunk carries only its language.
import type { Catalogue } from './locales.ts';

const pt: Catalogue = {
  register_title: 'Crie a sua conta',
  register_subtitle: 'Comece a acompanhar os seus subsídios com o Grantflow',
  register_page: 'Registo',
  email: 'E-mail',
  password: 'Palavra-passe',
  password_description: 'Pelo menos 8 caracteres',
  confirm_password: 'Confirmar palavra-passe',
  organization_name: 'Nome da organização',
  register_submit: 'Criar conta',
  account_created: 'Conta criada com sucesso.',
  check_email_title: 'Verifique o seu e-mail',
  check_email_body:
    'Enviámos uma ligação de verificação para {{email}}. Abra-a para ativar a sua conta e depois inicie sessão.',
  have_account: 'Já tem uma conta?',
  go_to_login: 'Ir para o início de sessão',
  verify_title: 'A verificar o seu e-mail',
  verify_body: 'Um momento enquanto confirmamos o seu endereço de e-mail.',
  verify_button: 'A verificar…',
  verify_missing_token:
    'Esta ligação de verificação está incompleta. Abra novamente a ligação do seu e-mail.',
  verified: 'O seu e-mail foi verificado com sucesso. Bem-vindo!',
  verify_network_error: 'Erro ao enviar o token: {{detail}}',
  forgot_title: 'Esqueci-me da palavra-passe',
  forgot_subtitle: 'Introduza o seu e-mail e enviaremos uma ligação para redefinir a palavra-passe.',
  send_email: 'Enviar e-mail',
  go_back: 'Voltar',
  reset_link_sent: 'A ligação para redefinir a palavra-passe foi enviada!',
  reset_title: 'Redefinir palavra-passe',
  reset_subtitle: 'Escolha uma nova palavra-passe para a sua conta.',
  new_password: 'Nova palavra-passe',
  reset_submit: 'Redefinir palavra-passe',
  reset_missing_token: 'Esta ligação de redefinição está incompleta. Peça uma nova.',
  reset_success_title: 'Está de volta',
  reset_success: 'A sua palavra-passe foi redefinida.',
  toggle_visibility: 'Mostrar ou ocultar o texto escrito',
};

export const accountLocales = { pt };
