/**
 * The month's runs per day as stacked bars: sent, not sent, due. MUI X Charts is imported here
 * alone, and this module only by the lazily loaded panel: its code is fetched when the chart is
 * first shown, never with the Sites page.
 */
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useMemo } from 'react';
import { formatLongDate } from '#src/domain/format';
import type { PortfolioDay } from '#src/domain/portfolio-month';

/** Tall enough for a day of a few runs to show above the axis, short enough for a phone. */
const CHART_HEIGHT_PX = 240;

/** The day of the month for a tick: thirty full dates would not fit under the bars. */
function dayOfMonth(date: string): string {
  return String(Number(date.slice(8, 10)));
}

export function DeliveryChart({
  days,
  onSelectDay,
}: {
  days: readonly PortfolioDay[];
  onSelectDay: (date: string) => void;
}) {
  const theme = useTheme();
  // The schemes' variables (ADR 029): one chart for light and dark, redrawn by neither.
  const palette = (theme.vars ?? theme).palette;
  const series = useMemo(
    () => [
      { id: 'sent', label: 'Sent', stack: 'runs', color: palette.success.main },
      { id: 'not-sent', label: 'Not sent', stack: 'runs', color: palette.error.main },
      { id: 'due', label: 'Due', stack: 'runs', color: palette.grey[600] },
    ],
    [palette],
  );
  const data = useMemo(
    () => ({
      sent: days.map((day) => day.sent),
      'not-sent': days.map((day) => day.notSent),
      due: days.map((day) => day.due),
    }),
    [days],
  );
  return (
    <BarChart
      height={CHART_HEIGHT_PX}
      series={series.map((each) => ({ ...each, data: data[each.id as keyof typeof data] }))}
      xAxis={[
        {
          scaleType: 'band',
          data: days.map((day) => day.date),
          valueFormatter: (date: string, context) =>
            context.location === 'tick' ? dayOfMonth(date) : formatLongDate(date),
        },
      ]}
      yAxis={[{ tickMinStep: 1 }]}
      // Drawn for the eye and the pointer (aria-hidden): keys and screen readers have the table.
      disableKeyboardNavigation
      // A click anywhere in a day's band opens it, its bars however thin.
      onAxisClick={(_event, axis) => {
        const day = axis ? days[axis.dataIndex] : undefined;
        if (day) onSelectDay(day.date);
      }}
      sx={{ cursor: 'pointer' }}
    />
  );
}
