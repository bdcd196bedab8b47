import { NEXT_DAYS_DEFAULT, type NextDaysOption } from '@grantflow/domain/constants/limits';
import { Group, Stack } from '@mantine/core';
import { IconCalendarMonth } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../ui/page-title.tsx';
import { ButtonLink } from '../../../ui/router-link.tsx';
import {
  OrganizationScopeControl,
  PickedOrganizationsInput,
  useOrganizationScope,
} from '../../consultant/index.ts';
import { useDeadlines } from '../hooks/use-deadlines.ts';
import { useDeadlinesDownload } from '../hooks/use-deadlines-download.ts';
import { CombinedDeadlinesView } from './combined-deadlines-view.tsx';
import { DeadlinesDownloadMenu } from './deadlines-download-menu.tsx';
import { IncludeTablesModal } from './include-tables-modal.tsx';
import { NextDaysSelect } from './next-days-select.tsx';
import { OrganizationDeadlines } from './organization-deadlines.tsx';

/**
 * Deadlines (docs/product.md, Deadlines): the next N days of open application deadlines and unsubmitted report deadlines, printed
 * (print CSS over the same tables) or downloaded as Excel, with the tables chosen in a modal.
 */
export function DeadlinesPage() {
  const { t } = useTranslation();
  // The window is in the address like the organisation scope, so a reload or a shared link keeps it.
  const search = useSearch({ from: '/deadlines' });
  const navigate = useNavigate();
  const days = search.days ?? NEXT_DAYS_DEFAULT;
  const setDays = (next: NextDaysOption) =>
    void navigate({
      to: '/deadlines',
      search: (previous) => ({ ...previous, days: next === NEXT_DAYS_DEFAULT ? undefined : next }),
      replace: true,
    });
  // "All my organisations": a MANAGER's own and linked ones, an ADMIN's pick; in the address.
  const organizationScope = useOrganizationScope('/deadlines');
  const { mode, combined } = organizationScope;
  const { deadlines, fetching, error, retry } = useDeadlines(days, combined);
  const download = useDeadlinesDownload(days);

  return (
    <Stack>
      <PageTitle documentTitle={t('pages.deadlines')}>{t('deadlines.title')}</PageTitle>
      <Group justify="space-between" align="flex-end" className="no-print">
        <NextDaysSelect value={days} onChange={setDays} />
        {mode && (
          <OrganizationScopeControl
            mode={mode}
            value={organizationScope.scope}
            onChange={organizationScope.setScope}
          />
        )}
        <Group>
          <ButtonLink
            to="/calendar"
            variant="default"
            leftSection={<IconCalendarMonth size={16} aria-hidden />}
          >
            {t('calendar.title')}
          </ButtonLink>
          <DeadlinesDownloadMenu disabled={!deadlines || combined} onChoose={download.setFormat} />
        </Group>
      </Group>

      {combined && mode === 'picked' && (
        <PickedOrganizationsInput value={organizationScope.picked} onChange={organizationScope.setPicked} />
      )}
      {combined ? (
        <CombinedDeadlinesView days={days} organizationIds={organizationScope.organizationIds} />
      ) : (
        <OrganizationDeadlines
          deadlines={deadlines}
          fetching={fetching}
          failed={Boolean(error)}
          onRetry={retry}
          printTables={download.printTables}
        />
      )}

      <IncludeTablesModal
        format={download.format}
        busy={download.downloading}
        onClose={() => download.setFormat(null)}
        onSubmit={download.submit}
      />
    </Stack>
  );
}
