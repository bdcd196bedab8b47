import { Stack } from '@mantine/core';
import { linkOptions } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../ui/router-link.tsx';

/** The header's navigation, in the contract's order (docs/product.md, Screens and routes). */
export const NAV_ITEMS = [
  { label: 'nav.assistant', link: linkOptions({ to: '/assistant' }) },
  { label: 'nav.dashboard', link: linkOptions({ to: '/dashboard' }) },
  { label: 'nav.programs', link: linkOptions({ to: '/programs' }) },
  { label: 'nav.grant_deadlines', link: linkOptions({ to: '/grants' }) },
  { label: 'nav.report_deadlines', link: linkOptions({ to: '/report-center' }) },
  {
    label: 'nav.next_90_days',
    link: linkOptions({ to: '/pipeline', search: { grantStatus: 'NOT_APPLY', range: 'next90' } }),
  },
  { label: 'nav.funders', link: linkOptions({ to: '/funders' }) },
] as const;

export const NAV_LINK_STYLE = {
  c: 'dark',
  fw: 500,
  fz: 'sm',
  style: { whiteSpace: 'nowrap' },
  underline: 'hover',
  activeProps: { 'aria-current': 'page', c: 'brand' },
} as const;

/** The navigation as a column: the burger's drawer (the header's row is nav-row.tsx). */
export function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack component="nav" aria-label={t('nav.main')} gap="sm">
      {NAV_ITEMS.map((item) => (
        <AnchorLink key={item.label} {...item.link} {...NAV_LINK_STYLE} onClick={onNavigate}>
          {t(item.label)}
        </AnchorLink>
      ))}
    </Stack>
  );
}
