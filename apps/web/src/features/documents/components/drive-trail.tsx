import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DriveCrumb } from '../hooks/use-drive-listing.ts';

interface DriveTrailProps {
  trail: readonly DriveCrumb[];
  onOpen: (trail: DriveCrumb[]) => void;
}

/** The drive browser's path from the drive's root; an earlier folder opens it again. */
export function DriveTrail({ trail, onOpen }: DriveTrailProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('documents.drive.browser_path')}>
      <Breadcrumbs separatorMargin={6} style={{ flexWrap: 'wrap', rowGap: 4 }}>
        {trail.map((crumb, index) =>
          index === trail.length - 1 ? (
            <Text key={crumb.id} fw={600} aria-current="page">
              {crumb.name}
            </Text>
          ) : (
            <Anchor
              key={crumb.id}
              component="button"
              type="button"
              onClick={() => onOpen(trail.slice(0, index + 1))}
            >
              {crumb.name}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
