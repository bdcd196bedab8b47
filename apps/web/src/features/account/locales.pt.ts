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
  legal_privacy_1:
    'Esta instalação do Grantflow é operada pela sua organização ou pelo seu fornecedor, que decide o que é armazenado e por quanto tempo. Ela mantém as contas, financiadores, subsídios, candidaturas, relatórios e documentos que os usuários cadastram, e os usa apenas para prestar o serviço.',
  legal_privacy_2:
    'O login usa um cookie de sessão necessário para o funcionamento do serviço; nenhum cookie de publicidade ou rastreamento é usado. Os registros do servidor mantêm dados técnicos das requisições (horário, endereço, caminho) para manter o serviço funcionando e seguro.',
  legal_privacy_3:
    'Para ver, corrigir ou excluir seus dados, ou para qualquer dúvida sobre privacidade, escreva para {{email}}.',
  legal_terms_1:
    'O Grantflow é oferecido aos membros das organizações que usam esta instalação, para encontrar, acompanhar e renovar subsídios. Use-o apenas para o trabalho da sua organização e não compartilhe seu acesso.',
  legal_terms_2:
    'Você é responsável pelo que cadastra e envia, e por ter o direito de compartilhá-lo. Não envie nada ilegal ou nocivo.',
  legal_terms_3:
    'O serviço é oferecido como está, sem garantia de estar sempre disponível ou livre de erros. Para dúvidas sobre estes termos, escreva para {{email}}.',
  toggle_visibility: 'Mostrar ou ocultar o texto digitado',
};

export const accountLocales = { pt };
