import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../ui/router-link.tsx';

interface NavLinksProps {
  direction: 'row' | 'column';
  onNavigate?: () => void;
}

/** §2 navigation, in the specification's order. */
export function NavLinks({ direction, onNavigate }: NavLinksProps) {
  const { t } = useTranslation();
  const common = {
    c: 'dark',
    fw: 500,
    fz: 'sm',
    style: { whiteSpace: 'nowrap' },
    underline: 'hover',
    onClick: onNavigate,
    activeProps: { 'aria-current': 'page', c: 'brand' },
  } as const;
  const links = (
    <>
      <AnchorLink to="/assistant" {...common}>
        {t('nav.assistant')}
      </AnchorLink>
      <AnchorLink to="/dashboard" {...common}>
        {t('nav.dashboard')}
      </AnchorLink>
      <AnchorLink to="/programs" {...common}>
        {t('nav.programs')}
      </AnchorLink>
      <AnchorLink to="/grants" {...common}>
        {t('nav.grant_deadlines')}
      </AnchorLink>
      <AnchorLink to="/report-center" {...common}>
        {t('nav.report_deadlines')}
      </AnchorLink>
      <AnchorLink to="/pipeline" search={{ grantStatus: 'NOT_APPLY', range: 'next90' }} {...common}>
        {t('nav.next_90_days')}
      </AnchorLink>
      <AnchorLink to="/funders" {...common}>
        {t('nav.funders')}
      </AnchorLink>
    </>
  );
  return direction === 'row' ? (
    <Group component="nav" aria-label={t('nav.main')} gap="sm" wrap="nowrap">
      {links}
    </Group>
  ) : (
    <Stack component="nav" aria-label={t('nav.main')} gap="sm">
      {links}
    </Stack>
  );
}
