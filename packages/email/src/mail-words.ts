// The words of every e-mail Grantflow sends a user, in the languages the web app speaks. A user's mail is
// written in the language stored on their account (users.language), which the web app keeps equal to the
// language they work in. The support ticket goes to the support team and stays English.

/** The web app's languages (packages/domain SUPPORTED_LANGUAGES); a caller passes the user's stored language. */
export type MailLanguage = 'en' | 'pt' | 'de';

export interface MailWords {
  /** The line under a button with the link written out. */
  orOpenLink: string;
  verification: { subject: string; welcome: string; confirm: string; button: string; expiry: string };
  accountExists: {
    subject: string;
    body: string;
    signIn: string;
    forgot: string;
    resetIt: string;
    ignore: string;
  };
  reset: { subject: string; intro: string; choose: string; button: string; expiry: string };
  twoFactor: { subject: string; title: string; login: string; setup: string; expiry: string };
  reminder: {
    grant: string;
    report: string;
    tomorrow: string;
    inDays: string;
    forOrganization: string;
    due: string;
    see: string;
    footer: string;
  };
}

const en: MailWords = {
  orOpenLink: 'Or open this link:',
  verification: {
    subject: 'Confirm your Grantflow account',
    welcome: 'Welcome to Grantflow!',
    confirm: 'Confirm your e-mail address to finish creating your account.',
    button: 'Confirm my e-mail',
    expiry: 'The link works once and expires in 24 hours. If you did not sign up, ignore this message.',
  },
  accountExists: {
    subject: 'You already have a Grantflow account',
    body: 'Someone (perhaps you) tried to create a Grantflow account with this e-mail address, which already has one.',
    signIn: 'Sign in',
    forgot: 'Forgot your password?',
    resetIt: 'Reset it',
    ignore: 'If this was not you, you can ignore this message.',
  },
  reset: {
    subject: 'Reset your Grantflow password',
    intro: 'We received a request to reset your Grantflow password.',
    choose: 'Choose a new password here:',
    button: 'Choose a new password',
    expiry:
      'The link works once and expires in 1 hour. If you did not ask for this, ignore this message; your password stays the same.',
  },
  twoFactor: {
    subject: 'Your Grantflow code: {code}',
    title: 'Your Grantflow code',
    login: 'Use this code to finish signing in to Grantflow',
    setup: 'Use this code to confirm this address for two-factor sign-in on Grantflow',
    expiry: 'The code expires in 10 minutes. If you did not ask for it, change your password.',
  },
  reminder: {
    grant: 'Grant deadline',
    report: 'Report deadline',
    tomorrow: 'tomorrow',
    inDays: 'in {days} days',
    forOrganization: '{label} for {organization}: {what}',
    due: 'Due {when}, on {date}.',
    see: 'Open it in Grantflow: {link}',
    footer: 'You receive these reminders 30, 14, 7 and 1 days before a deadline. Turn them off in Grantflow.',
  },
};

const pt: MailWords = {
  orOpenLink: 'Ou abra este link:',
  verification: {
    subject: 'Confirme sua conta no Grantflow',
    welcome: 'Boas-vindas ao Grantflow!',
    confirm: 'Confirme seu endereço de e-mail para concluir a criação da sua conta.',
    button: 'Confirmar meu e-mail',
    expiry: 'O link funciona uma vez e expira em 24 horas. Se você não se cadastrou, ignore esta mensagem.',
  },
  accountExists: {
    subject: 'Você já tem uma conta no Grantflow',
    body: 'Alguém (talvez você) tentou criar uma conta no Grantflow com este endereço de e-mail, que já tem uma.',
    signIn: 'Entrar',
    forgot: 'Esqueceu sua senha?',
    resetIt: 'Redefina-a',
    ignore: 'Se não foi você, pode ignorar esta mensagem.',
  },
  reset: {
    subject: 'Redefina sua senha do Grantflow',
    intro: 'Recebemos um pedido para redefinir sua senha do Grantflow.',
    choose: 'Escolha uma nova senha aqui:',
    button: 'Escolher uma nova senha',
    expiry:
      'O link funciona uma vez e expira em 1 hora. Se você não fez este pedido, ignore esta mensagem; sua senha continua a mesma.',
  },
  twoFactor: {
    subject: 'Seu código do Grantflow: {code}',
    title: 'Seu código do Grantflow',
    login: 'Use este código para concluir a entrada no Grantflow',
    setup: 'Use este código para confirmar este endereço para a verificação em duas etapas no Grantflow',
    expiry: 'O código expira em 10 minutos. Se você não o pediu, altere sua senha.',
  },
  reminder: {
    grant: 'Prazo de candidatura',
    report: 'Prazo de relatório',
    tomorrow: 'amanhã',
    inDays: 'em {days} dias',
    forOrganization: '{label} de {organization}: {what}',
    due: 'Vence {when}, em {date}.',
    see: 'Abra no Grantflow: {link}',
    footer: 'Você recebe estes lembretes 30, 14, 7 e 1 dia antes de um prazo. Desative-os no Grantflow.',
  },
};

const de: MailWords = {
  orOpenLink: 'Oder öffnen Sie diesen Link:',
  verification: {
    subject: 'Bestätigen Sie Ihr Grantflow-Konto',
    welcome: 'Willkommen bei Grantflow!',
    confirm: 'Bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto fertig anzulegen.',
    button: 'E-Mail bestätigen',
    expiry:
      'Der Link funktioniert einmal und läuft in 24 Stunden ab. Wenn Sie sich nicht registriert haben, ignorieren Sie diese Nachricht.',
  },
  accountExists: {
    subject: 'Sie haben bereits ein Grantflow-Konto',
    body: 'Jemand (vielleicht Sie) wollte mit dieser E-Mail-Adresse ein Grantflow-Konto anlegen; zu ihr gibt es bereits eines.',
    signIn: 'Anmelden',
    forgot: 'Passwort vergessen?',
    resetIt: 'Zurücksetzen',
    ignore: 'Wenn Sie das nicht waren, können Sie diese Nachricht ignorieren.',
  },
  reset: {
    subject: 'Setzen Sie Ihr Grantflow-Passwort zurück',
    intro: 'Wir haben eine Anfrage erhalten, Ihr Grantflow-Passwort zurückzusetzen.',
    choose: 'Wählen Sie hier ein neues Passwort:',
    button: 'Neues Passwort wählen',
    expiry:
      'Der Link funktioniert einmal und läuft in 1 Stunde ab. Wenn Sie das nicht angefragt haben, ignorieren Sie diese Nachricht; Ihr Passwort bleibt unverändert.',
  },
  twoFactor: {
    subject: 'Ihr Grantflow-Code: {code}',
    title: 'Ihr Grantflow-Code',
    login: 'Mit diesem Code schließen Sie die Anmeldung bei Grantflow ab',
    setup: 'Mit diesem Code bestätigen Sie diese Adresse für die Zwei-Faktor-Anmeldung bei Grantflow',
    expiry: 'Der Code läuft in 10 Minuten ab. Wenn Sie ihn nicht angefordert haben, ändern Sie Ihr Passwort.',
  },
  reminder: {
    grant: 'Antragsfrist',
    report: 'Berichtsfrist',
    tomorrow: 'morgen',
    inDays: 'in {days} Tagen',
    forOrganization: '{label} für {organization}: {what}',
    due: 'Fällig {when}, am {date}.',
    see: 'In Grantflow öffnen: {link}',
    footer:
      'Sie erhalten diese Erinnerungen 30, 14, 7 und 1 Tag vor einer Frist. Sie können sie in Grantflow abschalten.',
  },
};

export const MAIL_WORDS: Record<MailLanguage, MailWords> = { en, pt, de };

/** `template` with each `{name}` replaced by its value. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
