import { SegmentedControl } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { GrantListView } from '../../../routes/search.ts';
import { GRANT_LIST_VIEWS } from '../utils/grant-list-view.ts';

/** Upcoming (the opening view), overdue, or every year's history; in the address like the other filters. */
export function GrantListViewControl({ view }: { view: GrantListView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Three labels side by side do not fit a phone in every language: there they stack.
  const narrow = useMediaQuery('(max-width: 30em)') ?? false;
  return (
    <SegmentedControl
      aria-label={t('grants.view.label')}
      value={view}
      onChange={(value) => {
        const next = GRANT_LIST_VIEWS.find((v) => v === value);
        if (next)
          void navigate({ to: '/grants', search: (prev) => ({ ...prev, view: next, page: undefined }) });
      }}
      data={GRANT_LIST_VIEWS.map((value) => ({ value, label: t(`grants.view.${value}`) }))}
      orientation={narrow ? 'vertical' : 'horizontal'}
      fullWidth={narrow}
      style={{ alignSelf: narrow ? 'stretch' : 'flex-start', maxWidth: '100%' }}
    />
  );
}
