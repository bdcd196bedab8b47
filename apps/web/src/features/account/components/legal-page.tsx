import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { env } from '../../../env.ts';
import { AnchorLink } from '../../../ui/router-link.tsx';
import { AuthCard } from './auth-card.tsx';

// The default texts a self-hosted install serves at /privacy and /terms; an operator with their own sets
// PRIVACY_URL / TERMS_URL and the gateway redirects these paths there (docs/operations.md).

const PARAGRAPHS = {
  privacy: ['legal_privacy_1', 'legal_privacy_2', 'legal_privacy_3'],
  terms: ['legal_terms_1', 'legal_terms_2', 'legal_terms_3'],
} as const;

function LegalPage({ kind }: { kind: 'privacy' | 'terms' }) {
  const { t } = useTranslation();
  const title = t(`login.${kind}`);
  return (
    <AuthCard documentTitle={title} title={title}>
      {PARAGRAPHS[kind].map((key) => (
        <Text key={key} size="sm">
          {t(`account.${key}`, { email: env.supportEmail })}
        </Text>
      ))}
      <AnchorLink to="/login">{t('account.go_to_login')}</AnchorLink>
    </AuthCard>
  );
}

export function PrivacyPage() {
  return <LegalPage kind="privacy" />;
}

export function TermsPage() {
  return <LegalPage kind="terms" />;
}
