import { Fragment, type ReactNode } from 'react';
import { useEffectiveOrganization } from '../../../hooks/use-effective-organization.ts';
import { DEFAULT_CURRENCY, setDisplayCurrency } from '../../../lib/format.ts';
import { PageLoader } from '../../../ui/page-loader.tsx';

/**
 * Shows the signed-in screens in the current organisation's currency (lib/format.ts). Money is formatted by
 * plain functions, as dates are by the language, so the value is set before the screens render and the
 * screens are remounted under a new key when it changes (a new organisation picked, or its currency saved);
 * their data stays in urql's cache. Screens wait only while an impersonated organisation's currency is unknown.
 */
export function OrganizationCurrencyScope({ children }: { children: ReactNode }) {
  const { currency, loading } = useEffectiveOrganization();
  if (currency === null && loading) return <PageLoader />;
  const code = currency ?? DEFAULT_CURRENCY;
  setDisplayCurrency(code);
  return <Fragment key={code}>{children}</Fragment>;
}
