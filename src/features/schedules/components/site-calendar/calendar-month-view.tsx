import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { Alert } from '#src/components/alert';
import { ButtonLink } from '#src/components/button';
import { toLocal } from '#src/domain/recurrence';
import type { CalendarZones } from '#src/domain/schedule-rule';
import type { Schedule } from '#src/domain/schemas';
import {
  formatMonth,
  monthAt,
  nextMonth,
  previousMonth,
  runsOfMonth,
  type MonthRuns,
} from '#src/domain/site-calendar';
import { useSiteAccess } from '#src/features/schedules/api/get-site-access';
import { useNow } from '#src/features/schedules/components/schedule-list/use-now';
import { CalendarKey } from './calendar-key';
import { DayRuns } from './day-runs';
import { MonthGrid, movedWords, runCountWords } from './month-grid';
import { calendarSearch, useCalendarUrl } from './use-calendar-url';

/** The runs per month, each month computed once. */
function monthRunsOf(schedules: readonly Schedule[], zones: CalendarZones) {
  const months = new Map<string, MonthRuns>();
  return (month: string) => {
    let runs = months.get(month);
    if (!runs) {
      runs = runsOfMonth(schedules, month, zones);
      months.set(month, runs);
    }
    return runs;
  };
}

function monthSummary(runs: MonthRuns, month: string): string {
  const moved = runs.monthEndCount > 0 ? `, ${movedWords(runs.monthEndCount)}` : '';
  return `${runCountWords(runs.runCount)} in ${formatMonth(month)}${moved}.`;
}

/** On a phone the links say "Previous" and "Next", so that the three fit on one line. */
function MonthWord() {
  return (
    <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
      {' month'}
    </Box>
  );
}

function MonthNavigation({ month, currentMonth }: { month: string; currentMonth: string }) {
  const link = { variant: 'outlined', sx: { whiteSpace: 'nowrap' } } as const;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Typography component="h2" variant="h5" sx={{ flex: '1 1 auto', fontWeight: 600 }}>
        {formatMonth(month)}
      </Typography>
      <Box component="nav" aria-label="Months" sx={{ display: 'flex', gap: 1 }}>
        <ButtonLink
          {...link}
          to={{ search: calendarSearch(previousMonth(month)) }}
          aria-label="Previous month"
        >
          <span aria-hidden="true">‹</span>
          <span>
            Previous
            <MonthWord />
          </span>
        </ButtonLink>
        {month === currentMonth ? null : (
          <ButtonLink {...link} variant="text" to={{ search: calendarSearch(currentMonth) }}>
            This month
          </ButtonLink>
        )}
        <ButtonLink
          {...link}
          to={{ search: calendarSearch(nextMonth(month)) }}
          aria-label="Next month"
        >
          <span>
            Next
            <MonthWord />
          </span>
          <span aria-hidden="true">›</span>
        </ButtonLink>
      </Box>
    </Box>
  );
}

function ZoneNote({ zones, past }: { zones: CalendarZones; past: boolean }) {
  return (
    <Typography variant="body2" color="text.secondary">
      Days and times in {zones.user}.
      {zones.service === zones.user ? '' : ` The service keeps its calendar in ${zones.service}.`}
      {past
        ? ' Runs already made are not shown: the service lists each schedule from its next run on.'
        : ''}
    </Typography>
  );
}

interface CalendarMonthViewProps {
  /** Every schedule of the site; not empty. */
  schedules: readonly Schedule[];
  siteId: string;
  zones: CalendarZones;
}

/** A month of the site's runs: the grid of days with their counts, and the chosen day's runs. */
export function CalendarMonthView({ schedules, siteId, zones }: CalendarMonthViewProps) {
  const now = useNow();
  const { month, invalidMonth, day, goToMonth, chooseDay } = useCalendarUrl(now, zones.user);
  const currentMonth = monthAt(now, zones.user);
  const monthRuns = useMemo(() => monthRunsOf(schedules, zones), [schedules, zones]);
  const runs = monthRuns(month);
  const schedulesById = useMemo(
    () => new Map(schedules.map((schedule) => [schedule.uuid, schedule])),
    [schedules],
  );
  const canEdit = useSiteAccess(siteId).kind !== 'read-only';
  const [focusToken, setFocusToken] = useState(0);
  const choose = useCallback(
    (date: string) => {
      chooseDay(date);
      setFocusToken((token) => token + 1);
    },
    [chooseDay],
  );

  return (
    <Stack spacing={2}>
      {invalidMonth === undefined ? null : (
        <Alert severity="info" role="note">
          “{invalidMonth}” is not a month such as 2027-03: showing {formatMonth(month)}.
        </Alert>
      )}
      <MonthNavigation month={month} currentMonth={currentMonth} />
      <Box>
        <ZoneNote zones={zones} past={month <= currentMonth} />
        <Typography variant="body2" role="status">
          {monthSummary(runs, month)}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        <Stack spacing={1.5}>
          <MonthGrid
            month={month}
            days={runs.days}
            busyThreshold={runs.busyThreshold}
            today={toLocal(now, zones.user).date}
            chosen={day}
            onChoose={choose}
            onMonthChange={goToMonth}
          />
          <CalendarKey busyThreshold={runs.busyThreshold} />
        </Stack>
        {day === undefined ? (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography color="text.secondary">Choose a day to see its runs.</Typography>
          </Paper>
        ) : (
          <DayRuns
            runs={runs}
            date={day}
            schedulesById={schedulesById}
            siteId={siteId}
            zones={zones}
            now={now}
            canEdit={canEdit}
            focusToken={focusToken}
          />
        )}
      </Box>
    </Stack>
  );
}
