// Register, verify-user, forgot-password and reset-password screens (docs/product.md, Screens and routes; Validation; Messages and error codes).
const en = {
  register_title: 'Create your account',
  register_subtitle: 'Start tracking your grants with Grantflow',
  register_page: 'Register',
  email: 'Email',
  password: 'Password',
  password_description: 'At least 8 characters',
  confirm_password: 'Confirm password',
  organization_name: 'Organization name',
  register_submit: 'Create account',
  account_created: 'Account created successfully.',
  check_email_title: 'Check your e-mail',
  check_email_body:
    'We sent a verification link to {{email}}. Open it to activate your account, then sign in.',
  have_account: 'Already have an account?',
  go_to_login: 'Go to login',
  verify_title: 'Verifying your e-mail',
  verify_failed_title: 'We could not verify your e-mail',
  verify_failed_hint:
    'If your address is already verified, sign in. If the link has expired, register again to get a new one.',
  register_again: 'Register again',
  verify_body: 'One moment while we confirm your e-mail address.',
  verify_button: 'Verifying…',
  verify_missing_token: 'This verification link is incomplete. Open the link from your e-mail again.',
  verified: 'Your email was successfuly verified. Welcome!',
  verify_network_error: 'Error sending token: {{detail}}',
  forgot_title: 'Forgot password',
  forgot_subtitle: 'Enter your e-mail and we will send you a link to reset your password.',
  send_email: 'Send email',
  go_back: 'Go back',
  reset_link_sent: 'Reset password link has been sent!',
  reset_title: 'Reset password',
  reset_subtitle: 'Choose a new password for your account.',
  new_password: 'New password',
  reset_submit: 'Reset password',
  reset_missing_token: 'This reset link is incomplete. Request a new one.',
  reset_success_title: "You're back",
  reset_success: 'Your password was reset.',
  legal_privacy_1:
    'This Grantflow installation is run by your organization or its provider, who decides what is kept and for how long. It stores the accounts, funders, grants, applications, reports and documents that its users enter, and uses them only to provide the service.',
  legal_privacy_2:
    'Sign-in uses a session cookie that is needed for the service to work; no advertising or tracking cookies are set. Server logs keep technical details of requests (time, address, path) to keep the service running and secure.',
  legal_privacy_3:
    'To see, correct or delete your data, or for any question about privacy, write to {{email}}.',
  legal_terms_1:
    "Grantflow is provided to the members of the organizations that use this installation, to find, track and renew grants. Use it only for your organization's work and keep your sign-in to yourself.",
  legal_terms_2:
    'You are responsible for what you enter and upload, and for having the right to share it. Do not upload anything unlawful or harmful.',
  legal_terms_3:
    'The service is provided as it is, without a guarantee that it is always available or free of errors. For questions about these terms, write to {{email}}.',
  toggle_visibility: 'Show or hide the typed text',
} as const;

export type Catalogue = { readonly [K in keyof typeof en]: string };

export const accountLocales = { en };
