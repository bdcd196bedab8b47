// The Portuguese strings of locales.ts (its en is the source and gives the shape); a module of its own so
// that each language's catalogue chunk carries only its language.
import type { Catalogue } from './locales.ts';

const pt: Catalogue = {
  register_title: 'Crie sua conta',
  register_subtitle: 'Comece a acompanhar seus subsídios com o Grantflow',
  register_page: 'Cadastro',
  email: 'E-mail',
  password: 'Senha',
  password_description: 'Pelo menos 8 caracteres',
  confirm_password: 'Confirmar senha',
  organization_name: 'Nome da organização',
  register_submit: 'Criar conta',
  account_created: 'Conta criada com sucesso.',
  check_email_title: 'Verifique seu e-mail',
  check_email_body:
    'Enviamos um link de verificação para {{email}}. Abra-o para ativar sua conta e depois faça login.',
  have_account: 'Já tem uma conta?',
  go_to_login: 'Ir para o login',
  verify_title: 'Verificando seu e-mail',
  verify_failed_title: 'Não foi possível verificar seu e-mail',
  verify_failed_hint:
    'Se o seu endereço já foi verificado, faça login. Se o link expirou, cadastre-se novamente para receber um novo.',
  register_again: 'Cadastrar-se novamente',
  verify_body: 'Um momento enquanto confirmamos seu endereço de e-mail.',
  verify_button: 'Verificando…',
  verify_missing_token: 'Este link de verificação está incompleto. Abra novamente o link do seu e-mail.',
  verified: 'Seu e-mail foi verificado com sucesso. Boas-vindas!',
  verify_network_error: 'Erro ao enviar o token: {{detail}}',
  forgot_title: 'Esqueci minha senha',
  forgot_subtitle: 'Digite seu e-mail e enviaremos um link para redefinir a senha.',
  send_email: 'Enviar e-mail',
  go_back: 'Voltar',
  reset_link_sent: 'O link para redefinir a senha foi enviado!',
  reset_title: 'Redefinir senha',
  reset_subtitle: 'Escolha uma nova senha para sua conta.',
  new_password: 'Nova senha',
  reset_submit: 'Redefinir senha',
  reset_missing_token: 'Este link de redefinição está incompleto. Peça um novo.',
  reset_success_title: 'Você está de volta',
  reset_success: 'Sua senha foi redefinida.',
  toggle_visibility: 'Mostrar ou ocultar o texto digitado',
};

export const accountLocales = { pt };
