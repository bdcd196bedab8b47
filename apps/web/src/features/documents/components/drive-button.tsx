import type { DriveProvider } from '@grantflow/domain/shared/enums';
import { Badge, Button, VisuallyHidden } from '@mantine/core';
import { IconBrandGoogleDrive, IconCloud } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DriveState } from '../hooks/use-drive-connections.ts';

const DRIVE_ICONS = { google_drive: IconBrandGoogleDrive, one_drive: IconCloud } as const;

/**
 * One drive of the documents toolbar: a drive the operator has not set up is a disabled button saying so
 * (as the login page shows an unconfigured sign-in), one not yet connected carries a Setup badge.
 */
export function DriveButton(props: {
  drive: DriveProvider;
  state: DriveState;
  /** Whether the connection is being asked for (a user is known). */
  waiting: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const Icon = DRIVE_ICONS[props.drive];
  const name = t(`documents.drive.${props.drive}`);
  if (props.state === 'not_configured') {
    return (
      // The sentence wraps instead of being cut on a phone, as the login page's unconfigured sign-ins do.
      <Button
        variant="default"
        disabled
        leftSection={<Icon size={16} aria-hidden />}
        h="auto"
        mih={36}
        py={6}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.3 } }}
      >
        {t('documents.drive.not_configured', { drive: name })}
      </Button>
    );
  }
  return (
    <Button
      variant="default"
      leftSection={<Icon size={16} aria-hidden />}
      rightSection={
        props.state === 'setup' ? (
          <Badge size="sm" variant="light">
            {/* Read as "OneDrive, Setup" rather than one run-together word. */}
            <VisuallyHidden>, </VisuallyHidden>
            {t('documents.drive.setup')}
          </Badge>
        ) : undefined
      }
      loading={props.state === 'loading' && props.waiting}
      onClick={props.onOpen}
    >
      {name}
    </Button>
  );
}
