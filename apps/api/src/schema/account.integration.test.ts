import { settleBackground } from '@grantflow/auth/background';
import { verifyUser } from '@grantflow/auth/verify-user';
import { withIdentity } from '@grantflow/db/client';
import { createMailer, type Mailer } from '@grantflow/email/mailer';
import { type SmtpSink, startSmtpSink } from '@grantflow/email/testing/smtp-sink';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTestKit, createApiTestKit, TEST_PASSWORD, TEST_SECRET } from '../testing/api-test-kit.ts';

const REGISTER = `mutation Register($email: String!, $password: String!, $organization: UnverifiedOrganizationInput!) {
  createUnverifiedUser(email: $email, password: $password, organization: $organization)
}`;
const REGISTER_IN = `mutation Register($email: String!, $password: String!, $organization: UnverifiedOrganizationInput!, $language: String) {
  createUnverifiedUser(email: $email, password: $password, organization: $organization, language: $language)
}`;
const LOGIN = `mutation Login($email: String!, $password: String!, $code: String) {
  loginUser(email: $email, password: $password, code: $code)
}`;
const REQUEST_RESET = 'mutation ($email: String!) { requestResetPassword(email: $email) }';
const RESET =
  'mutation ($password: String!, $token: String!) { resetPassword(password: $password, token: $token) }';
const ME = '{ currentUser { id email } }';

let kit: ApiTestKit;
let sink: SmtpSink;
let mailer: Mailer;
let orgId: number;

beforeAll(async () => {
  sink = await startSmtpSink();
  // The kit's database only exists once the kit does; the mailer reads it lazily through this holder.
  const holder: { mailer?: Mailer } = {};
  kit = await createApiTestKit({
    accounts: {
      mailer: {
        mode: 'smtp',
        send: (message) => (holder.mailer as Mailer).send(message),
        close: () => holder.mailer?.close(),
      },
      publicUrl: 'https://grants.example.org',
    },
  });
  mailer = createMailer({ db: kit.database.db, smtpUrl: sink.url, from: 'Grantflow <no-reply@example.org>' });
  holder.mailer = mailer;
  orgId = await kit.createOrganization('Riverbend Community Foundation', '2020-07-01');
  await kit.createUser({ email: 'staff@example.org', organizationId: orgId });
});

afterAll(async () => {
  await settleBackground();
  mailer?.close();
  await sink?.close();
  await kit?.close();
});

const tokenIn = (text: string, path: string) => {
  const match = text.match(new RegExp(`https://grants\\.example\\.org/${path}\\?token=([\\w-]+)`));
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return match[1];
};

async function mailTo(address: string, subject: string) {
  await settleBackground();
  return sink.waitFor((m) => m.to.includes(address) && m.subject === subject);
}

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const result = await withIdentity(kit.database.db, (tx) => tx.execute<{ n: number }>(query));
  return Number(result.rows[0]?.n ?? 0);
}

describe('createUnverifiedUser', () => {
  const organization = { name: 'Prairie Arts Collective', fiscalYearStart: '2024-01-01' };

  it('answers a new and a known address identically, and mails each what fits', async () => {
    const fresh = await kit.gql(REGISTER, {
      variables: { email: 'New@Example.org', password: 'a long enough password', organization },
    });
    const known = await kit.gql(REGISTER, {
      variables: { email: 'staff@example.org', password: 'a long enough password', organization },
    });
    expect(fresh.status).toBe(known.status);
    expect(fresh.raw).toBe(known.raw);
    expect(fresh.body).toEqual({ data: { createUnverifiedUser: 'Account created successfully.' } });

    const verification = await mailTo('new@example.org', 'Confirm your Grantflow account');
    expect(tokenIn(verification.text, 'verify-user')).toMatch(/^[\w-]{40,}$/);
    const exists = await mailTo('staff@example.org', 'You already have a Grantflow account');
    expect(exists.text).toContain('https://grants.example.org/forgot-password');

    const rows = await withIdentity(kit.database.db, (tx) =>
      tx.execute<{ role: string; verified_at: Date | null; name: string; fiscal_year_start: string }>(
        sql`select u.role, u.verified_at, o.name, o.fiscal_year_start from users u join organizations o on o.id = u.organization_id where u.email = 'new@example.org'`,
      ),
    );
    expect(rows.rows).toEqual([
      { role: 'USER', verified_at: null, name: 'Prairie Arts Collective', fiscal_year_start: '2024-01-01' },
    ]);
    expect(await count(sql`select count(*)::int as n from email_verification_tokens`)).toBe(1);
    const stored = await withIdentity(kit.database.db, (tx) =>
      tx.execute<{ token_hash: string }>(sql`select token_hash from email_verification_tokens`),
    );
    expect(stored.rows[0]?.token_hash).not.toBe(tokenIn(verification.text, 'verify-user'));
  });

  it('refuses a short password with the specification message', async () => {
    const response = await kit.gql(REGISTER, {
      variables: { email: 'short@example.org', password: 'short', organization },
    });
    expect(response.body.errors?.[0]?.message).toBe('This field must have at least 8 characters');
  });

  it('keeps an unverified account out with the wrong-password answer, re-sends the link, then verifies', async () => {
    const email = 'pending@example.org';
    await kit.gql(REGISTER, { variables: { email, password: 'pending password 1', organization } });
    await mailTo(email, 'Confirm your Grantflow account');
    const before = sink.received.length;

    const unverified = await kit.gql(LOGIN, { variables: { email, password: 'pending password 1' } });
    const wrong = await kit.gql(LOGIN, {
      variables: { email: 'nobody@example.org', password: 'pending password 1' },
    });
    expect(unverified.raw).toBe(wrong.raw);
    expect(unverified.body.errors?.[0]?.message).toBe('Invalid email or password');

    const resent = await sink.waitFor((m) => m.to.includes(email) && sink.received.indexOf(m) >= before);
    const token = tokenIn(resent.text, 'verify-user');
    const session = await verifyUser({ db: kit.database.db, authSecret: TEST_SECRET }, { token });
    const me = await kit.gql<{ currentUser: { email: string } }>(ME, { token: session });
    expect(me.body.data?.currentUser.email).toBe(email);
    const login = await kit.gql<{ loginUser: string }>(LOGIN, {
      variables: { email, password: 'pending password 1' },
    });
    expect(login.body.data?.loginUser.split('.')).toHaveLength(3);
  });
});

describe('password reset', () => {
  it('answers known and unknown addresses identically and mails a single-use link', async () => {
    const userId = await kit.createUser({ email: 'reset@example.org', organizationId: orgId });
    const oldSession = await kit.login('reset@example.org');

    const known = await kit.gql(REQUEST_RESET, { variables: { email: 'reset@example.org' } });
    const unknown = await kit.gql(REQUEST_RESET, { variables: { email: 'ghost@example.org' } });
    expect(known.status).toBe(unknown.status);
    expect(known.raw).toBe(unknown.raw);
    expect(known.body).toEqual({ data: { requestResetPassword: 'Reset password link has been sent!' } });

    const mail = await mailTo('reset@example.org', 'Reset your Grantflow password');
    const token = tokenIn(mail.text, 'reset-password');
    expect(sink.received.some((m) => m.to.includes('ghost@example.org'))).toBe(false);

    const reset = await kit.gql<{ resetPassword: string }>(RESET, {
      variables: { password: 'brand new password', token },
    });
    const newSession = reset.body.data?.resetPassword ?? '';
    const me = await kit.gql<{ currentUser: { id: string } }>(ME, { token: newSession });
    expect(me.body.data?.currentUser.id).toBe(String(userId));
    // Every earlier session ends; the old password no longer works, the new one does.
    expect((await kit.gql(ME, { token: oldSession })).body).toEqual({ data: { currentUser: null } });
    expect(await kit.login('reset@example.org', 'brand new password')).toBeTruthy();
    await expect(kit.login('reset@example.org', TEST_PASSWORD)).rejects.toThrow();

    const again = await kit.gql(RESET, { variables: { password: 'another new password', token } });
    expect(again.body.errors?.[0]?.message).toBe('This link is invalid or has expired.');
    const audit = await count(
      sql`select count(*)::int as n from audit_events where action = 'auth.password_reset.completed' and actor_user_id = ${userId}`,
    );
    expect(audit).toBe(1);
  });

  it('refuses an expired link and a newer request voids the older link', async () => {
    await kit.createUser({ email: 'expiry@example.org', organizationId: orgId });
    await kit.gql(REQUEST_RESET, { variables: { email: 'expiry@example.org' } });
    const first = tokenIn(
      (await mailTo('expiry@example.org', 'Reset your Grantflow password')).text,
      'reset-password',
    );
    await kit.gql(REQUEST_RESET, { variables: { email: 'expiry@example.org' } });
    await settleBackground();
    const mails = sink.received.filter((m) => m.to.includes('expiry@example.org'));
    const second = tokenIn(mails[mails.length - 1]?.text ?? '', 'reset-password');
    expect(second).not.toBe(first);

    const voided = await kit.gql(RESET, { variables: { password: 'a new password!', token: first } });
    expect(voided.body.errors?.[0]?.message).toBe('This link is invalid or has expired.');

    await withIdentity(kit.database.db, (tx) =>
      tx.execute(sql`update password_reset_tokens set expires_at = now() - interval '1 second'`),
    );
    const expired = await kit.gql(RESET, { variables: { password: 'a new password!', token: second } });
    expect(expired.body.errors?.[0]?.message).toBe('This link is invalid or has expired.');
  });

  it('checks the new password with the shared rules', async () => {
    const response = await kit.gql(RESET, { variables: { password: 'short', token: 'whatever' } });
    expect(response.body.errors?.[0]?.message).toBe('This field must have at least 8 characters');
  });
});

describe('sign-in with 2FA by e-mail', () => {
  it('mails a code at step 1 and accepts it once at step 2; wrong codes count', async () => {
    const userId = await kit.createUser({ email: 'twofa@example.org', organizationId: orgId });
    await withIdentity(kit.database.db, (tx) =>
      tx.execute(
        sql`insert into two_factor_settings (user_id, email_for_2fa, is_enabled) values (${userId}, 'codes@example.org', true)`,
      ),
    );
    const variables = { email: 'twofa@example.org', password: TEST_PASSWORD };
    const step1 = await kit.gql(LOGIN, { variables });
    expect(step1.body).toEqual({ data: { loginUser: '2fa' } });
    const mail = await sink.waitFor((m) => m.to.includes('codes@example.org'));
    const code = mail.text.match(/\b(\d{5})\b/)?.[1] ?? '';
    expect(code).toMatch(/^\d{5}$/);

    const wrongCode = code === '00000' ? '00001' : '00000';
    const wrong = await kit.gql(LOGIN, { variables: { ...variables, code: wrongCode } });
    expect(wrong.body.errors?.[0]?.extensions?.code).toBe('INVALID_TWO_FACTOR_CODE');
    const ok = await kit.gql<{ loginUser: string }>(LOGIN, { variables: { ...variables, code } });
    expect(ok.body.data?.loginUser.split('.')).toHaveLength(3);
    const reused = await kit.gql(LOGIN, { variables: { ...variables, code } });
    expect(reused.body.errors?.[0]?.extensions?.code).toBe('INVALID_TWO_FACTOR_CODE');

    const failures = await count(
      sql`select count(*)::int as n from audit_events where action = 'auth.2fa.failure' and actor_user_id = ${userId}`,
    );
    expect(failures).toBe(2);
    const stored = await withIdentity(kit.database.db, (tx) =>
      tx.execute<{ code_hash: string }>(
        sql`select code_hash from two_factor_codes where user_id = ${userId}`,
      ),
    );
    expect(stored.rows.every((row) => row.code_hash !== code)).toBe(true);
  });
});

describe("e-mails in the user's language", () => {
  const organization = { name: 'Associação Cultural', fiscalYearStart: '2024-01-01' };
  const languageOf = async (email: string) => {
    const result = await withIdentity(kit.database.db, (tx) =>
      tx.execute<{ language: string }>(sql`select language from users where email = ${email}`),
    );
    return result.rows[0]?.language;
  };

  it('signs up in the language of the screen: the verification mail speaks it (pt, de)', async () => {
    for (const [language, subject, words] of [
      ['pt', 'Confirme sua conta no Grantflow', 'Confirme seu endereço de e-mail'],
      ['de', 'Bestätigen Sie Ihr Grantflow-Konto', 'Bestätigen Sie Ihre E-Mail-Adresse'],
    ] as const) {
      const email = `signup-${language}@example.org`;
      const answer = await kit.gql(REGISTER_IN, {
        variables: { email, password: 'a long enough password', organization, language },
      });
      expect(answer.body).toEqual({ data: { createUnverifiedUser: 'Account created successfully.' } });
      const mail = await mailTo(email, subject);
      expect(mail.text).toContain(words);
      expect(mail.html).toContain(words);
      expect(mail.text).not.toContain('Confirm your e-mail');
      expect(await languageOf(email)).toBe(language);
    }
    // A known address is told in its own account's language, whoever registers it again.
    await kit.gql(REGISTER_IN, {
      variables: {
        email: 'signup-de@example.org',
        password: 'a long enough password',
        organization,
        language: 'en',
      },
    });
    await mailTo('signup-de@example.org', 'Bestätigen Sie Ihr Grantflow-Konto');
    expect(await languageOf('signup-de@example.org')).toBe('de');
  });

  it('stores the language the user picks, and the reset and 2FA mails speak it', async () => {
    const userId = await kit.createUser({ email: 'sprache@example.org', organizationId: orgId });
    const session = await kit.login('sprache@example.org');
    const stored = await kit.gql<{ updateLanguage: string }>('mutation { updateLanguage(language: "de") }', {
      token: session,
    });
    expect(stored.body.data?.updateLanguage).toBe('de');
    expect(await languageOf('sprache@example.org')).toBe('de');
    const refused = await kit.gql('mutation { updateLanguage(language: "fr") }', { token: session });
    expect(refused.body.errors?.[0]?.extensions?.code).toBeTruthy();
    expect((await kit.gql('mutation { updateLanguage(language: "pt") }')).body.errors).toBeTruthy();

    await kit.gql(REQUEST_RESET, { variables: { email: 'sprache@example.org' } });
    const reset = await mailTo('sprache@example.org', 'Setzen Sie Ihr Grantflow-Passwort zurück');
    expect(reset.text).toContain('Wählen Sie hier ein neues Passwort:');
    expect(tokenIn(reset.text, 'reset-password')).toBeTruthy();

    await withIdentity(kit.database.db, (tx) =>
      tx.execute(
        sql`insert into two_factor_settings (user_id, email_for_2fa, is_enabled) values (${userId}, 'sprache-codes@example.org', true)`,
      ),
    );
    await kit.gql(LOGIN, { variables: { email: 'sprache@example.org', password: TEST_PASSWORD } });
    const code = await sink.waitFor((m) => m.to.includes('sprache-codes@example.org'));
    expect(code.subject).toMatch(/^Ihr Grantflow-Code: \d{5}$/);
    expect(code.text).toContain('Mit diesem Code schließen Sie die Anmeldung bei Grantflow ab');

    await kit.gql('mutation { updateLanguage(language: "pt") }', { token: session });
    await kit.gql(LOGIN, { variables: { email: 'sprache@example.org', password: TEST_PASSWORD } });
    const again = await sink.waitFor(
      (m) => m.to.includes('sprache-codes@example.org') && m.subject.startsWith('Seu código do Grantflow:'),
    );
    expect(again.text).toContain('O código expira em 10 minutos.');
  });
});

describe('guessing limits', () => {
  const aliased = (count: number, email: string) =>
    `mutation { ${Array.from({ length: count }, (_, i) => `a${i}: loginUser(email: "${email}", password: "wrong-password-${i}")`).join(' ')} }`;

  it('locks an account after 10 failures (aliased attempts each count), answering like a wrong password', async () => {
    await kit.createUser({ email: 'target@example.org', organizationId: orgId });
    // loginUser is non-null, so the first refused alias ends the mutation: each request runs (and
    // counts) exactly the attempts it executes, never more.
    for (let i = 0; i < 10; i += 1) {
      const burst = await kit.gql(aliased(12, 'target@example.org'));
      expect(burst.body.errors?.map((e) => e.message)).toEqual(['Invalid email or password']);
    }
    const row = await withIdentity(kit.database.db, (tx) =>
      tx.execute<{ failures: number; locked: boolean }>(
        sql`select failures, locked_until > now() as locked from auth_throttles where key = 'login:account:target@example.org'`,
      ),
    );
    expect(row.rows[0]).toEqual({ failures: 10, locked: true });

    const locked = await kit.gql(LOGIN, {
      variables: { email: 'target@example.org', password: TEST_PASSWORD },
    });
    const wrong = await kit.gql(LOGIN, {
      variables: { email: 'staff@example.org', password: 'not the password' },
    });
    expect(locked.status).toBe(wrong.status);
    expect(locked.raw).toBe(wrong.raw);

    // An unknown address locks the same way, so a lock tells nothing about registration.
    for (let i = 0; i < 10; i += 1) await kit.gql(aliased(3, 'unknown-target@example.org'));
    const unknownLocked = await kit.gql(LOGIN, {
      variables: { email: 'unknown-target@example.org', password: TEST_PASSWORD },
    });
    expect(unknownLocked.raw).toBe(locked.raw);

    await withIdentity(kit.database.db, (tx) =>
      tx.execute(
        sql`update auth_throttles set locked_until = now() - interval '1 second' where key = 'login:account:target@example.org'`,
      ),
    );
    expect(await kit.login('target@example.org')).toBeTruthy();
    const audit = await count(
      sql`select count(*)::int as n from audit_events where action in ('auth.sign_in.failure', 'auth.sign_in.locked')`,
    );
    expect(audit).toBeGreaterThanOrEqual(21);
    const leaks = await count(
      sql`select count(*)::int as n from audit_events where metadata::text ilike '%password%'`,
    );
    expect(leaks).toBe(0);
  });

  it('limits requests per client address (X-Forwarded-For from the trusted gateway)', async () => {
    const fromAddress = (email: string) =>
      kit.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
        payload: { query: REQUEST_RESET, variables: { email } },
      });
    for (let i = 0; i < 20; i += 1) {
      expect((await fromAddress(`person${i}@example.org`)).json()).toEqual({
        data: { requestResetPassword: 'Reset password link has been sent!' },
      });
    }
    const limited = (await fromAddress('one-more@example.org')).json();
    expect(limited.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });
});
