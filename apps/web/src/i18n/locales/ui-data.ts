// Strings added with the OAuth errors (OAuth error sentences, the FY picker's label, funder search wording), each a top-level section of every catalogue.

const en = {
  oauth_errors: {
    access_denied: 'Sign-in was cancelled or access was not granted. Please try again.',
    invalid_request: 'The sign-in request was not accepted. Please try again.',
    unauthorized_client: 'This app may not use that sign-in method. Please sign in with your password.',
    unsupported_response_type: 'The sign-in provider refused the request. Please sign in with your password.',
    invalid_scope: 'The sign-in provider refused the requested permissions. Please try again.',
    server_error: 'The sign-in provider had a problem. Please try again in a moment.',
    temporarily_unavailable: 'The sign-in provider is busy right now. Please try again in a few minutes.',
    interaction_required: 'The sign-in provider needs you to confirm in its window. Please try again.',
    login_required: 'Please sign in with the provider first, then try again.',
    consent_required: 'Please allow Grantflow access at the provider, then try again.',
    account_selection_required: 'Please choose an account at the provider, then try again.',
    not_configured: 'This sign-in method is not set up. Please sign in with your password.',
    unknown_request: 'This sign-in link is not valid. Please start again.',
    cancelled: 'Sign-in was cancelled.',
    provider_error: 'The provider could not sign you in. Please try again.',
    flow_expired: 'Your sign-in expired or was started in another browser. Please try again.',
    verification_failed: "The provider's answer could not be verified. Please try again.",
    account_not_linked:
      'An account with this e-mail already exists. Sign in with your password and link the provider to it first.',
    no_verified_email:
      'Your account at the provider has no verified e-mail address. Create an account with e-mail and password first.',
    linked_to_another_user: 'This provider account is already linked to another user.',
    link_session_ended: 'Your session ended before the account was linked. Please sign in and try again.',
    unexpected: 'Sign-in failed. Please try again.',
    unknown: 'Sign-in with the provider failed. Please try again or sign in with your password.',
  },
  fiscal_year: {
    short: 'FY {{year}}',
  },
  grant_year_filter: {
    label: 'Fiscal year of',
    submission: 'Submission date',
    award: 'Award date',
  },
  funder_search: {
    placeholder: 'Search by name, e-mail or type',
    no_match: "No funders match '{{query}}'",
    no_match_body: 'Check the spelling or search for part of the name, e-mail or type.',
    clear: 'Clear search',
    empty_body: 'Add your first funder with the button above.',
  },
};

type Shape = { [K in keyof typeof en]: { [L in keyof (typeof en)[K]]: string } };

const pt: Shape = {
  oauth_errors: {
    access_denied: 'O login foi cancelado ou o acesso não foi concedido. Tente novamente.',
    invalid_request: 'A solicitação de login não foi aceita. Tente novamente.',
    unauthorized_client: 'Este aplicativo não pode usar esse método de login. Entre com sua senha.',
    unsupported_response_type: 'O provedor de login recusou a solicitação. Entre com sua senha.',
    invalid_scope: 'O provedor de login recusou as permissões solicitadas. Tente novamente.',
    server_error: 'O provedor de login teve um problema. Tente novamente em instantes.',
    temporarily_unavailable:
      'O provedor de login está ocupado no momento. Tente novamente em alguns minutos.',
    interaction_required: 'O provedor de login precisa que você confirme na janela dele. Tente novamente.',
    login_required: 'Entre primeiro no provedor e depois tente novamente.',
    consent_required: 'Permita o acesso do Grantflow no provedor e depois tente novamente.',
    account_selection_required: 'Escolha uma conta no provedor e depois tente novamente.',
    not_configured: 'Este método de login não está configurado. Entre com sua senha.',
    unknown_request: 'Este link de login não é válido. Comece de novo.',
    cancelled: 'O login foi cancelado.',
    provider_error: 'O provedor não conseguiu fazer seu login. Tente novamente.',
    flow_expired: 'Seu login expirou ou foi iniciado em outro navegador. Tente novamente.',
    verification_failed: 'Não foi possível verificar a resposta do provedor. Tente novamente.',
    account_not_linked:
      'Já existe uma conta com este e-mail. Entre com sua senha e vincule o provedor a ela primeiro.',
    no_verified_email:
      'Sua conta no provedor não tem um e-mail verificado. Crie primeiro uma conta com e-mail e senha.',
    linked_to_another_user: 'Esta conta do provedor já está vinculada a outro usuário.',
    link_session_ended: 'Sua sessão terminou antes de a conta ser vinculada. Entre e tente novamente.',
    unexpected: 'O login falhou. Tente novamente.',
    unknown: 'O login com o provedor falhou. Tente novamente ou entre com sua senha.',
  },
  fiscal_year: {
    short: 'AF {{year}}',
  },
  grant_year_filter: {
    label: 'Ano fiscal por',
    submission: 'Data de envio',
    award: 'Data da concessão',
  },
  funder_search: {
    placeholder: 'Pesquisar por nome, e-mail ou tipo',
    no_match: "Nenhum financiador corresponde a '{{query}}'",
    no_match_body: 'Confira a ortografia ou pesquise parte do nome, do e-mail ou do tipo.',
    clear: 'Limpar pesquisa',
    empty_body: 'Adicione seu primeiro financiador com o botão acima.',
  },
};

const de: Shape = {
  oauth_errors: {
    access_denied:
      'Die Anmeldung wurde abgebrochen oder der Zugriff nicht erlaubt. Bitte versuchen Sie es erneut.',
    invalid_request: 'Die Anmeldeanfrage wurde nicht angenommen. Bitte versuchen Sie es erneut.',
    unauthorized_client:
      'Diese Anmeldeart ist für die App nicht freigegeben. Bitte melden Sie sich mit Ihrem Passwort an.',
    unsupported_response_type:
      'Der Anmeldedienst hat die Anfrage abgelehnt. Bitte melden Sie sich mit Ihrem Passwort an.',
    invalid_scope:
      'Der Anmeldedienst hat die angefragten Berechtigungen abgelehnt. Bitte versuchen Sie es erneut.',
    server_error: 'Beim Anmeldedienst ist ein Fehler aufgetreten. Bitte versuchen Sie es gleich noch einmal.',
    temporarily_unavailable:
      'Der Anmeldedienst ist gerade ausgelastet. Bitte versuchen Sie es in ein paar Minuten erneut.',
    interaction_required:
      'Der Anmeldedienst braucht Ihre Bestätigung in seinem Fenster. Bitte versuchen Sie es erneut.',
    login_required: 'Bitte melden Sie sich zuerst beim Anbieter an und versuchen Sie es dann erneut.',
    consent_required:
      'Bitte erlauben Sie Grantflow den Zugriff beim Anbieter und versuchen Sie es dann erneut.',
    account_selection_required: 'Bitte wählen Sie beim Anbieter ein Konto und versuchen Sie es dann erneut.',
    not_configured: 'Diese Anmeldeart ist nicht eingerichtet. Bitte melden Sie sich mit Ihrem Passwort an.',
    unknown_request: 'Dieser Anmeldelink ist ungültig. Bitte beginnen Sie von vorn.',
    cancelled: 'Die Anmeldung wurde abgebrochen.',
    provider_error: 'Der Anbieter konnte Sie nicht anmelden. Bitte versuchen Sie es erneut.',
    flow_expired:
      'Ihre Anmeldung ist abgelaufen oder wurde in einem anderen Browser begonnen. Bitte versuchen Sie es erneut.',
    verification_failed:
      'Die Antwort des Anbieters konnte nicht geprüft werden. Bitte versuchen Sie es erneut.',
    account_not_linked:
      'Zu dieser E-Mail-Adresse gibt es schon ein Konto. Melden Sie sich mit Ihrem Passwort an und verknüpfen Sie zuerst den Anbieter.',
    no_verified_email:
      'Ihr Konto beim Anbieter hat keine bestätigte E-Mail-Adresse. Legen Sie zuerst ein Konto mit E-Mail und Passwort an.',
    linked_to_another_user: 'Dieses Konto des Anbieters ist bereits mit einem anderen Benutzer verknüpft.',
    link_session_ended:
      'Ihre Sitzung endete, bevor das Konto verknüpft wurde. Bitte melden Sie sich an und versuchen Sie es erneut.',
    unexpected: 'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
    unknown:
      'Die Anmeldung beim Anbieter ist fehlgeschlagen. Bitte versuchen Sie es erneut oder melden Sie sich mit Ihrem Passwort an.',
  },
  fiscal_year: {
    short: 'GJ {{year}}',
  },
  grant_year_filter: {
    label: 'Geschäftsjahr nach',
    submission: 'Einreichungsdatum',
    award: 'Bewilligungsdatum',
  },
  funder_search: {
    placeholder: 'Nach Name, E-Mail oder Art suchen',
    no_match: "Keine Förderer passen zu '{{query}}'",
    no_match_body: 'Prüfen Sie die Schreibweise oder suchen Sie nach einem Teil von Name, E-Mail oder Art.',
    clear: 'Suche löschen',
    empty_body: 'Fügen Sie Ihren ersten Förderer mit der Schaltfläche oben hinzu.',
  },
};

export const uiDataLocales = { en, pt, de };
