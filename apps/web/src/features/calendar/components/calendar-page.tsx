import { MAX_COMBINED_ORGANIZATIONS } from '@grantflow/domain/constants/combined-view';
import type { WireDate } from '@grantflow/domain/dates/calendar-date';
import { localToday } from '@grantflow/validation/dates';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Grid,
  Group,
  LoadingOverlay,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconList } from '@tabler/icons-react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { PageTitle } from '../../../ui/page-title.tsx';
import { ButtonLink } from '../../../ui/router-link.tsx';
import {
  CombinedDeadlinesQuery,
  OrganizationScopeControl,
  PickedOrganizationsInput,
  useOrganizationScope,
} from '../../consultant/index.ts';
import { ReminderSwitch } from '../../reminders/index.ts';
import { CalendarDeadlinesQuery, organizationFeedOperations } from '../graphql/calendar.ts';
import { monthTitle, weekStartFor } from '../utils/calendar-format.ts';
import { itemsByDate, toCalendarItems } from '../utils/calendar-items.ts';
import type { CalendarSearch } from '../utils/calendar-search.ts';
import { combinedCalendarLists } from '../utils/combined-calendar.ts';
import {
  buildMonthGrid,
  formatMonthParam,
  initialFocusDate,
  type MonthRef,
  monthOf,
  parseMonthParam,
  sameMonth,
  shiftMonth,
} from '../utils/month-grid.ts';
import { CalendarLegend } from './calendar-legend.tsx';
import { CombinedSubscribePanel } from './combined-subscribe-panel.tsx';
import { MonthCalendar } from './month-calendar.tsx';
import { SubscribePanel } from './subscribe-panel.tsx';

const route = getRouteApi('/calendar');

/**
 * The calendar (ours; the contract leaves it empty; docs/product.md, Screens and routes): a month of open application and unsubmitted report deadlines,
 * the private iCalendar feed and the e-mail reminder switch.
 */
export function CalendarPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const search = route.useSearch();
  const today = localToday();
  const month = parseMonthParam(search.month) ?? monthOf(today);
  const weekStartsOn = weekStartFor(i18n.language);
  // The month is a fresh object each render; its parts are the identity.
  const grid = useMemo(() => buildMonthGrid(month, weekStartsOn), [month.year, month.month, weekStartsOn]);
  const [focusDate, setFocusDate] = useState<WireDate>(() => initialFocusDate(month, today));
  // Back/forward can change the month under a stale focus: the tab stop always sits inside the grid.
  const gridFocus =
    focusDate >= grid.start && focusDate <= grid.end ? focusDate : initialFocusDate(month, today);

  // "All my organisations": a manager's month of every linked organisation, or an admin's
  // picked ones, labelled; the scope and the pick live in the address.
  const organizationScope = useOrganizationScope('/calendar');
  const { mode, combined, organizationIds } = organizationScope;
  const nonePicked = combined && organizationIds?.length === 0;
  const [shownOrganization, setShownOrganization] = useState('');
  const [single, reexecuteSingle] = useQuery({
    query: CalendarDeadlinesQuery,
    variables: { start: grid.start, end: grid.end },
    pause: combined,
  });
  const [several, reexecuteSeveral] = useQuery({
    query: CombinedDeadlinesQuery,
    variables: {
      start: grid.start,
      end: grid.end,
      organizationIds: organizationIds ? [...organizationIds] : null,
    },
    pause: !combined || nonePicked,
  });
  const { fetching, error } = combined ? several : single;
  const reexecute = combined ? reexecuteSeveral : reexecuteSingle;
  const combinedData = nonePicked ? undefined : several.data?.combinedDeadlines;
  const organizations = combinedData?.organizations ?? [];
  // An organisation no longer picked leaves the filter too.
  const shown = organizations.some((organization) => organization.id === shownOrganization)
    ? shownOrganization
    : '';
  const combinedLists = useMemo(
    () => (combinedData ? combinedCalendarLists(combinedData, shown) : undefined),
    [combinedData, shown],
  );
  const deadlines = combined ? combinedLists : single.data?.calendarDeadlines;
  const items = useMemo(() => itemsByDate(deadlines ? toCalendarItems(deadlines) : []), [deadlines]);
  const inMonthCount = grid.weeks
    .flat()
    .filter((day) => day.inMonth)
    .reduce((sum, day) => sum + (items.get(day.date)?.length ?? 0), 0);

  const goToMonth = (target: MonthRef, focus?: WireDate) => {
    setFocusDate(focus ?? initialFocusDate(target, today));
    void navigate({
      to: '/calendar',
      search: (previous: CalendarSearch) => ({ ...previous, month: formatMonthParam(target) }),
    });
  };

  const onFocusDate = (date: WireDate) => {
    const target = monthOf(date);
    if (sameMonth(target, month)) setFocusDate(date);
    else goToMonth(target, date);
  };

  const title = monthTitle(month, i18n.language);

  return (
    <Stack>
      <PageTitle documentTitle={t('pages.calendar')}>{t('calendar.title')}</PageTitle>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap">
              <Group gap="xs">
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={t('calendar.previous_month')}
                  onClick={() => goToMonth(shiftMonth(month, -1))}
                >
                  <IconChevronLeft size={18} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={t('calendar.next_month')}
                  onClick={() => goToMonth(shiftMonth(month, 1))}
                >
                  <IconChevronRight size={18} aria-hidden />
                </ActionIcon>
                <Button variant="default" onClick={() => goToMonth(monthOf(today), today)}>
                  {t('calendar.today')}
                </Button>
                <Title order={2} size="h3" id="calendar-month-title" aria-live="polite" ml="sm">
                  {title}
                </Title>
              </Group>
              <ButtonLink to="/deadlines" variant="subtle" leftSection={<IconList size={16} aria-hidden />}>
                {t('deadlines.title')}
              </ButtonLink>
            </Group>
            {mode && (
              <Group align="flex-end" wrap="wrap">
                <OrganizationScopeControl
                  mode={mode}
                  value={organizationScope.scope}
                  onChange={organizationScope.setScope}
                />
                {combined && mode === 'picked' && (
                  <PickedOrganizationsInput
                    value={organizationScope.picked}
                    onChange={organizationScope.setPicked}
                  />
                )}
                {combined && !nonePicked && (
                  <Select
                    label={t('consultant.organization_filter')}
                    data={[
                      { value: '', label: t('consultant.organization_filter_all') },
                      ...organizations.map((organization) => ({
                        value: organization.id,
                        label: organization.name,
                      })),
                    ]}
                    value={shown}
                    onChange={(value) => setShownOrganization(value ?? '')}
                    allowDeselect={false}
                    w={260}
                  />
                )}
              </Group>
            )}

            {nonePicked && (
              <Alert color="gray" variant="light" role="status" data-testid="combined-pick-prompt">
                {t('consultant.pick_empty', { limit: MAX_COMBINED_ORGANIZATIONS })}
              </Alert>
            )}
            {error && !deadlines && !nonePicked && (
              <Alert color="error" role="alert" title={t('calendar.load_error')}>
                <Button
                  variant="light"
                  color="error"
                  size="xs"
                  onClick={() => reexecute({ requestPolicy: 'network-only' })}
                >
                  {t('calendar.retry')}
                </Button>
              </Alert>
            )}

            <div style={{ position: 'relative' }} aria-busy={fetching}>
              <LoadingOverlay
                visible={fetching}
                zIndex={5}
                overlayProps={{ blur: 1 }}
                loaderProps={{ 'aria-label': t('app.loading') }}
              />
              <MonthCalendar
                grid={grid}
                items={items}
                today={today}
                weekStartsOn={weekStartsOn}
                locale={i18n.language}
                labelledBy="calendar-month-title"
                describedBy="calendar-keyboard-hint"
                focusDate={gridFocus}
                onFocusDate={onFocusDate}
              />
            </div>
            <Text id="calendar-keyboard-hint" size="xs" c="dimmed">
              {t('calendar.keyboard_hint')}
            </Text>
            {deadlines && inMonthCount === 0 && (
              <Text c="dimmed" role="status">
                {t('calendar.empty_month')}
              </Text>
            )}
            <CalendarLegend />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack>
            {/* Reminders stay per organisation; only the feed follows the choice. */}
            {combined ? (
              <CombinedSubscribePanel mode={mode ?? 'linked'} picked={organizationScope.picked} />
            ) : (
              <SubscribePanel operations={organizationFeedOperations} />
            )}
            <Card withBorder padding="lg" component="section" aria-label={t('reminders.label')}>
              <ReminderSwitch />
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
