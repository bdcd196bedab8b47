import { Alert, Button, Group, Text } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEffectiveOrganization } from '../../../hooks/use-effective-organization.ts';
import { useImpersonatedOrganizationId } from '../../../hooks/use-impersonated-organization-id.ts';
import { useResetGraphqlClient } from '../../../lib/graphql-provider.tsx';
import { clearImpersonatedOrganizationId } from '../../../lib/impersonation.ts';
import type { PickerUser } from '../../organizations/index.ts';
import { useLeavePageOnOrganizationChange } from '../hooks/use-leave-funder-page.ts';

/**
 * While an ADMIN or MANAGER acts in an organisation other than their own (docs/product.md, Impersonation), every
 * page says so, with the way back: edits then land in a client's data, never unknowingly.
 */
export function ActingOrganizationBanner({ user }: { user: PickerUser }) {
  const { t } = useTranslation();
  const impersonated = useImpersonatedOrganizationId();
  const acting = useEffectiveOrganization();
  const resetClient = useResetGraphqlClient();
  const leavePage = useLeavePageOnOrganizationChange();
  const own = user.organization;
  if (!impersonated || impersonated === own.id || acting.id !== impersonated || !acting.name) return null;

  function returnHome() {
    clearImpersonatedOrganizationId();
    resetClient();
    leavePage();
  }

  return (
    <Alert
      component="section"
      // A landmark that stays, not an alert: it is announced when found, not at every page.
      role="region"
      aria-label={t('acting.region')}
      color="yellow"
      variant="light"
      mb="md"
      icon={<IconBuildingCommunity size={20} aria-hidden />}
      data-testid="acting-organization-banner"
      styles={{ wrapper: { minWidth: 0 }, body: { minWidth: 0 } }}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {t('acting.working_in', { organization: acting.name })}
        </Text>
        <Button
          size="compact-sm"
          variant="white"
          color="dark"
          onClick={returnHome}
          // A long organisation name wraps on a phone instead of running off the screen.
          h="auto"
          mih={28}
          py={4}
          maw="100%"
          styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
        >
          {t('acting.return', { organization: own.name })}
        </Button>
      </Group>
    </Alert>
  );
}
