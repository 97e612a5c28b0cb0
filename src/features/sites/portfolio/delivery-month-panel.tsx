/**
 * The month's delivery, opened: the chart (or its table), and the day chosen's runs not sent.
 * Loaded lazily by delivery-month.tsx, with the chart's library: nothing here is in the Sites
 * page's own chunk.
 */
import { styled } from '@mui/material/styles';
import { useState } from 'react';
import { Alert } from '#src/components/alert';
import { Button } from '#src/components/button';
import { visuallyHidden } from '#src/components/visually-hidden';
import type { SchedulePaths } from './coming-up';
import { DeliveryChart } from './delivery-chart';
import { DeliveryDaysTable } from './delivery-days-table';
import { NotSentDay } from './not-sent-day';
import { usePortfolioMonth, type PortfolioMonth } from './use-portfolio-month';
import { runRowStyles } from './portfolio-section-styles';

const Root = styled('div')(({ theme }) => {
  const { typography, spacing } = theme;
  const palette = (theme.vars ?? theme).palette;
  const rule = `1px solid ${palette.divider}`;
  return {
    '.delivery-panel__bar': {
      display: 'flex',
      alignItems: 'center',
      gap: spacing(2),
      flexWrap: 'wrap',
    },
    '.delivery-panel__note': { ...typography.body2, margin: 0, color: palette.text.secondary },
    '.delivery-panel__toggle': { marginLeft: 'auto' },
    '.delivery-table': {
      ...typography.body2,
      width: '100%',
      maxWidth: 640,
      borderCollapse: 'collapse',
      marginTop: spacing(1),
      backgroundColor: palette.background.paper,
      '& caption': {
        ...typography.body2,
        textAlign: 'left',
        color: palette.text.secondary,
        paddingBottom: spacing(0.5),
      },
      '& th, & td': { padding: spacing(0.5, 1), borderBottom: rule, textAlign: 'right' },
      '& th[scope="row"], & th:first-of-type': { textAlign: 'left', fontWeight: 400 },
      '& thead th': { fontWeight: 500 },
      '& tr[aria-current] > *': { backgroundColor: palette.action.selected },
    },
    // Out of sight beside the chart, for screen readers; seen again when a key reaches its buttons.
    '.delivery-table--hidden:not(:focus-within)': visuallyHidden,
    '.delivery-table__open': {
      ...theme.mixins.textLink,
      font: 'inherit',
      padding: 0,
      border: 0,
      background: 'none',
      cursor: 'pointer',
      color: palette.error.dark,
      fontWeight: 500,
    },
    '.not-sent-day': { marginTop: spacing(1) },
    '.not-sent-day__heading': { ...typography.subtitle2, margin: spacing(1, 0, 0.5) },
    '.not-sent-day__note': { ...typography.body2, margin: 0 },
    ...runRowStyles(theme, 'not-sent-day', {
      columns: 'minmax(0, 1.2fr) minmax(0, 1.6fr)',
      stacked: ['title'],
    }),
  };
});

export default function DeliveryMonthPanel({
  siteTotal,
  siteNames,
  paths,
}: {
  siteTotal: number;
  siteNames: ReadonlyMap<string, string>;
  paths: SchedulePaths;
}) {
  const month = usePortfolioMonth(siteTotal);
  return <DeliveryMonthView {...month} siteNames={siteNames} paths={paths} />;
}

/** The month as worked out: the chart or its table, and the day chosen's runs not sent. */
export function DeliveryMonthView({
  days,
  partial,
  timeZone,
  siteNames,
  paths,
}: PortfolioMonth & {
  siteNames: ReadonlyMap<string, string>;
  paths: Pick<SchedulePaths, 'sitePath' | 'editPath'>;
}) {
  const [asTable, setAsTable] = useState(false);
  const [selected, setSelected] = useState<{ date: string; fromTable: boolean }>();
  const day = selected && days?.find((each) => each.date === selected.date);
  return (
    <Root>
      <div className="delivery-panel__bar">
        <p className="delivery-panel__note">
          Days in your time zone ({timeZone}). Choose a day to list its runs not sent.
        </p>
        <Button
          size="small"
          variant="text"
          aria-pressed={asTable}
          onClick={() => setAsTable((current) => !current)}
          className="delivery-panel__toggle"
        >
          Show as a table
        </Button>
      </div>
      {partial ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {partial}: the runs of the sites not counted yet are missing from these days.
        </Alert>
      ) : null}
      {days === undefined ? (
        <p className="delivery-panel__note">Reading the counted sites’ runs…</p>
      ) : (
        <>
          {/* The table says what the bars do: screen readers read it, not the drawing. */}
          {asTable ? null : (
            <div aria-hidden="true">
              <DeliveryChart
                days={days}
                onSelectDay={(date) => setSelected({ date, fromTable: false })}
              />
            </div>
          )}
          <DeliveryDaysTable
            days={days}
            timeZone={timeZone}
            selected={selected?.date}
            onSelectDay={(date) => setSelected({ date, fromTable: true })}
            className={asTable ? undefined : 'delivery-table--hidden'}
          />
        </>
      )}
      {day ? (
        <NotSentDay
          day={day}
          timeZone={timeZone}
          siteNames={siteNames}
          paths={paths}
          takeFocus={selected?.fromTable ?? false}
        />
      ) : null}
    </Root>
  );
}
