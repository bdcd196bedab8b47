import { canEditApplication } from '@grantflow/domain/application/can-edit-application';
import { pencilStyle } from '@grantflow/domain/application/pencil-style';
import type { VisibleApplicationStatus } from '@grantflow/domain/shared/enums';
import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { IconDots, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { displayDate } from '../../../lib/display.ts';
import { LIGHT_BUTTON_INK } from '../../../ui/theme.ts';

export interface ApplicationActionsProps {
  status: VisibleApplicationStatus;
  reports: ReadonlyArray<{ id: string; deadline: string }>;
  onEdit: () => void;
  onUpdateReport: (reportId: string) => void;
  onDeleteApplication: () => void;
  onDeleteGrant: () => void;
}

/** What a tracker table (grants, pipeline) does with a row's actions, by the row's ids. */
export interface TrackerRowActions {
  onEdit: (applicationId: string) => void;
  onUpdateReport: (reportId: string) => void;
  onDeleteApplication: (applicationId: string) => void;
  onDeleteGrant: (grantId: string) => void;
}

/** Row actions (docs/product.md, Screens and routes): the pencil (green 'edit' once answered or submitted, blue 'update' otherwise) and a menu. */
export function ApplicationActions({
  status,
  reports,
  onEdit,
  onUpdateReport,
  onDeleteApplication,
  onDeleteGrant,
}: ApplicationActionsProps) {
  const { t } = useTranslation();
  const pencil = pencilStyle(status);
  return (
    <Group gap={4} wrap="nowrap">
      {canEditApplication(status) && (
        <Button
          size="compact-sm"
          variant="light"
          color={pencil.color}
          c={LIGHT_BUTTON_INK[pencil.color]}
          leftSection={<IconPencil size={14} aria-hidden />}
          onClick={onEdit}
        >
          {t(`grants.pencil.${pencil.word}`)}
        </Button>
      )}
      {/* Shifted and flipped to stay on screen; long (German) items wrap inside the screen, never cut. */}
      <Menu position="bottom-end" withinPortal middlewares={{ flip: true, shift: { padding: 8 } }}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t('grants.row_actions')}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown maw="calc(100vw - 16px)">
          {reports.length === 0 && <Menu.Label>{t('grants.no_reports')}</Menu.Label>}
          {reports.map((report) => (
            <Menu.Item key={report.id} onClick={() => onUpdateReport(report.id)}>
              {t('grants.update_report')} · {displayDate(report.deadline)}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item color="error" onClick={onDeleteApplication}>
            {t('applications.delete_application')}
          </Menu.Item>
          <Menu.Item color="error" onClick={onDeleteGrant}>
            {t('grants.delete_grant')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
