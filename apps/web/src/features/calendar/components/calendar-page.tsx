import { MAX_COMBINED_ORGANIZATIONS } from '@grantflow/domain/constants/combined-view';
import { weekStartFor } from '@grantflow/domain/dates/week-start';
import { Alert, Button, Card, Grid, LoadingOverlay, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../ui/page-title.tsx';
import { ReminderSwitch, TaskReminderDays } from '../../reminders/index.ts';
import { organizationFeedOperations } from '../graphql/calendar.ts';
import { useCalendarDeadlines } from '../hooks/use-calendar-deadlines.ts';
import { useCalendarMonth } from '../hooks/use-calendar-month.ts';
import { monthTitle } from '../utils/calendar-format.ts';
import { monthOf, shiftMonth } from '../utils/month-grid.ts';
import { CalendarLegend } from './calendar-legend.tsx';
import { CalendarScopeFilters } from './calendar-scope-filters.tsx';
import { CombinedSubscribePanel } from './combined-subscribe-panel.tsx';
import { MonthAgenda } from './month-agenda.tsx';
import { MonthCalendar } from './month-calendar.tsx';
import { MonthNavigation } from './month-navigation.tsx';
import { SubscribePanel } from './subscribe-panel.tsx';

/**
 * The calendar (ours; the contract leaves it empty; docs/product.md, Screens and routes): a month of open application and unsubmitted report deadlines,
 * the private iCalendar feed and the e-mail reminder switch.
 */
export function CalendarPage() {
  const { t, i18n } = useTranslation();
  const weekStartsOn = weekStartFor(i18n.language);
  const { today, month, grid, gridFocus, goToMonth, onFocusDate } = useCalendarMonth(weekStartsOn);
  const deadlines = useCalendarDeadlines(grid);
  const { organizationScope, nonePicked, items, fetching } = deadlines;
  const { mode, combined } = organizationScope;
  const inMonthCount = grid.weeks
    .flat()
    .filter((day) => day.inMonth)
    .reduce((sum, day) => sum + (items.get(day.date)?.length ?? 0), 0);

  return (
    <Stack>
      <PageTitle documentTitle={t('pages.calendar')}>{t('calendar.title')}</PageTitle>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="sm">
            <MonthNavigation
              title={monthTitle(month, i18n.language)}
              titleId="calendar-month-title"
              onPrevious={() => goToMonth(shiftMonth(month, -1))}
              onNext={() => goToMonth(shiftMonth(month, 1))}
              onToday={() => goToMonth(monthOf(today), today)}
            />
            <CalendarScopeFilters deadlines={deadlines} />

            {nonePicked && (
              <Alert color="gray" variant="light" role="status" data-testid="combined-pick-prompt">
                {t('consultant.pick_empty', { limit: MAX_COMBINED_ORGANIZATIONS })}
              </Alert>
            )}
            {deadlines.error && !deadlines.loaded && !nonePicked && (
              <Alert color="error" role="alert" title={t('calendar.load_error')}>
                <Button variant="light" color="error" size="xs" onClick={deadlines.retry}>
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
            <MonthAgenda grid={grid} items={items} today={today} locale={i18n.language} />
            <Text id="calendar-keyboard-hint" size="xs" c="dimmed">
              {t('calendar.keyboard_hint')}
            </Text>
            {deadlines.loaded && inMonthCount === 0 && (
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
              <Stack gap="md">
                <ReminderSwitch />
                <TaskReminderDays />
              </Stack>
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
