/**
 * "Delivery in the last 30 days" (issue 51, part 3): the counted sites' runs per day, sent, not
 * sent or due, as a chart with a table alternative. Closed by default behind a button, and its
 * code (the panel and MUI X Charts) is imported only when first opened: the section sits above
 * the sites' table, in view as the page opens, so loading it on scrolling into view would load it
 * on nearly every visit, and work out every counted site's month while the page counts.
 */
import { styled } from '@mui/material/styles';
import { sectionBarStyles } from './portfolio-section-styles';
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '#src/components/button';
import { PageLoading } from '#src/components/page-loading';
import type { SchedulePaths } from './coming-up';

/** The chunk's name is the e2e's way to tell whether the chart's code was requested. */
const DeliveryMonthPanel = lazy(() => import('./delivery-month-panel'));

// As Coming up's line: the heading, its words and its Show button.
const Root = styled('section')(({ theme }) => sectionBarStyles(theme, 'delivery-month'));

export function DeliveryMonth({
  siteTotal,
  siteNames,
  paths,
}: {
  /** The directory's number of sites, some of which may not be counted yet. */
  siteTotal: number;
  siteNames: ReadonlyMap<string, string>;
  paths: SchedulePaths;
}) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const regionId = useId();
  return (
    <Root aria-labelledby={headingId}>
      <div className="delivery-month__bar">
        <h2 id={headingId} className="delivery-month__heading">
          Delivery in the last 30 days
        </h2>
        <span className="delivery-month__summary">
          Runs due per day on the sites counted: sent, not sent, due
        </span>
        <Button
          size="small"
          variant="text"
          aria-expanded={open}
          aria-controls={open ? regionId : undefined}
          onClick={() => setOpen((current) => !current)}
          className="delivery-month__toggle"
        >
          {open ? 'Hide the month’s delivery' : 'Show the month’s delivery'}
        </Button>
      </div>
      {open ? (
        <div id={regionId}>
          <Suspense fallback={<PageLoading label="Loading the chart…" />}>
            <DeliveryMonthPanel siteTotal={siteTotal} siteNames={siteNames} paths={paths} />
          </Suspense>
        </div>
      ) : null}
    </Root>
  );
}
