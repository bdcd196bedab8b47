// Login additions and field messages of §5 that the shell's catalogue does not map yet.
const en = {
  no_account: 'No account yet?',
  register: 'Create an account',
  not_configured: '{{provider}} sign-in is not configured',
  oauth_signed_in: 'Signed in.',
  passwords_must_match: 'passwords must match',
  invalid_field: 'This field is invalid.',
  form_invalid_field: 'Form Error: Invalid field',
  min_characters: 'This field must have at least {{min}} characters',
  max_characters: 'Maximum of {{limit}} characters',
} as const;

type Catalogue = { readonly [K in keyof typeof en]: string };

const pt: Catalogue = {
  no_account: 'Ainda não tem conta?',
  register: 'Criar uma conta',
  not_configured: 'O início de sessão com {{provider}} não está configurado',
  oauth_signed_in: 'Sessão iniciada.',
  passwords_must_match: 'as palavras-passe devem coincidir',
  invalid_field: 'Este campo é inválido.',
  form_invalid_field: 'Erro no formulário: campo inválido',
  min_characters: 'Este campo deve ter pelo menos {{min}} caracteres',
  max_characters: 'Máximo de {{limit}} caracteres',
};

const de: Catalogue = {
  no_account: 'Noch kein Konto?',
  register: 'Konto erstellen',
  not_configured: 'Die Anmeldung mit {{provider}} ist nicht eingerichtet',
  oauth_signed_in: 'Angemeldet.',
  passwords_must_match: 'Passwörter müssen übereinstimmen',
  invalid_field: 'Dieses Feld ist ungültig.',
  form_invalid_field: 'Formularfehler: ungültiges Feld',
  min_characters: 'Dieses Feld muss mindestens {{min}} Zeichen haben',
  max_characters: 'Maximal {{limit}} Zeichen',
};

export const authLocales = { en, pt, de };
