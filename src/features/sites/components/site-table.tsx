import GlobalStyles from '@mui/material/GlobalStyles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { memo } from 'react';
import { DataCards } from '#src/components/data-table/data-table';
import { DataTableStyles } from '#src/components/data-table/data-table-stylesheet';
import { useAppHref } from '#src/lib/url-state/use-app-href';
import { useRouteClicks } from '#src/lib/url-state/use-route-clicks';
import { ReportCells, ReportLine } from '#src/features/sites/portfolio/report-cells';
import { ROW_LINE_PX } from '#src/components/tokens';
import {
  SITE_TABLE_CLASS,
  SITE_TAGS_MEDIA,
  SITES_CAPTION,
  SiteLink,
  siteLinks,
  SiteTableMarkup,
  Tags,
  type SiteLinkProps,
  type SiteTableProps,
} from './site-table-markup';

// Plain markup and useRouteClicks (MUI, router links cost per key). A row is one line, so that a
// window holds many: a cell too long is cut at its end. The name and the domain show whole over
// the cells beside them while the row is pointed at or focused; the others say it on hover.
const CUT_AT_END = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

function siteTableRules(theme: Theme) {
  const { typography, shape, mixins } = theme;
  const palette = (theme.vars ?? theme).palette;
  return {
    // A customer knows a site by its name: whole for most of the demo's 260 at 1280 px, as the
    // accounts' names are (list-layout.spec.ts). A domain gives way, to its header's width: what
    // is cut of one is its common ending, and the row shows it whole while pointed at.
    '.site-table__site': { width: '15%' },
    '.site-table__account': { width: '12%' },
    '.site-table__group': { width: '12%' },
    '.site-table__domain': { width: '12%' },
    '.site-table__reports': { width: '16%' },
    // Without the Tags column (below TAGS_FROM_PX, where the page is narrower too), its room
    // goes to the others.
    '.site-table--no-tags .site-table__site': { width: '17%' },
    '.site-table--no-tags .site-table__account': { width: '14%' },
    '.site-table--no-tags .site-table__group': { width: '11%' },
    '.site-table--no-tags .site-table__domain': { width: '13%' },
    '.site-table--no-tags .site-table__reports': { width: '18%' },
    '.site-table__next': { width: 172 },
    // Its header and "10 of 13 sent" whole (the last column's padding is 16 px on the right); a
    // "· 1 due" beside it shows where the cell has room, and is in its words either way.
    '.site-table__record': { width: 132 },
    '.site-link': mixins.textLink,
    // Below TAGS_FROM_PX: the site's tags on the name's second line while its row is pointed at
    // or focused; generated, with no words for screen readers, who read them in the cell.
    '.data-row:is(:hover, :focus-within) .data-expand__text[data-tags]::after': {
      content: `'Tags: ' attr(data-tags) / ''`,
      display: 'block',
      color: palette.text.secondary,
    },
    '.site-not-sent': { ...mixins.textLink, color: palette.error.dark },
    // Whole tags only: those past the cell's end go to a second line, which is not shown; a tag
    // wider than the cell alone is cut at its end.
    '.site-tags': {
      height: ROW_LINE_PX,
      overflow: 'hidden',
      '& > li': { maxWidth: '100%', boxSizing: 'border-box', ...CUT_AT_END },
    },
    '.site-reports': { display: 'flex', alignItems: 'baseline', gap: 8, minWidth: 0 },
    '.site-reports__mix': { minWidth: 0, ...CUT_AT_END },
    '.site-reports .site-not-sent': { flex: 'none', whiteSpace: 'nowrap' },
    // Whole parts only, as the tags: a "· 2 due" that does not fit goes to the line not shown.
    'td .site-record': {
      display: 'flex',
      flexWrap: 'wrap',
      columnGap: '0.3em',
      height: ROW_LINE_PX,
      overflow: 'hidden',
      '& > span': { whiteSpace: 'nowrap' },
    },
    '.site-record--missed': { color: palette.error.dark },
    // A site whose reports could not be counted: the reason, cut to the cell, and its Retry.
    '.site-count-failed': { display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 },
    '.site-count-reason': {
      color: palette.error.main,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      minWidth: 0,
    },
    '.site-count-retry': {
      ...typography.body2,
      flex: 'none',
      padding: '0 8px',
      lineHeight: '18px',
      border: `1px solid ${palette.primary.main}`,
      borderRadius: shape.borderRadius,
      color: palette.primary.main,
      backgroundColor: 'transparent',
      cursor: 'pointer',
      '&:hover': { backgroundColor: palette.action.hover },
      '&:focus-visible': mixins.focusRing,
    },
  };
}

const siteTableStyles = (theme: Theme) => ({ [`.${SITE_TABLE_CLASS}`]: siteTableRules(theme) });

/**
 * The table's stylesheet, global under a class of its own rather than emotion's generated one:
 * the frame start-up draws the first rows into carries it too (src/app/shell.tsx).
 */
export const SiteTableStyles = memo(function SiteTableStyles() {
  return (
    <>
      <DataTableStyles />
      <GlobalStyles styles={siteTableStyles} />
    </>
  );
});

/** A site's card, `place` of the `of` sites in its list, drawn or not (ADR 033). */
const SiteCard = memo(function SiteCard({
  place,
  of,
  ...props
}: SiteLinkProps & { place: number; of: number }) {
  const { row } = props;
  return (
    <li className="data-card" aria-posinset={place} aria-setsize={of}>
      <SiteLink {...props} className="site-link" />
      {row.domain ? (
        <p className="data-clip" title={row.domain}>
          {row.domain}
        </p>
      ) : null}
      <p className="data-muted">{[row.accountName, row.group].filter(Boolean).join(' · ')}</p>
      <ReportLine siteId={row.id} siteName={row.name} notSent={props.notSent} />
      <Tags tags={row.tags} />
    </li>
  );
});

/** The sites, a table on wide screens and rows on phones; memo, so a page arriving redraws none. */
export const SiteTable = memo(function SiteTable(props: SiteTableProps) {
  const rootRef = useRouteClicks<HTMLDivElement>();
  const hrefOf = useAppHref();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const showTags = useMediaQuery(SITE_TAGS_MEDIA, { noSsr: true });
  const { sections, sitePath, notSentPath } = props;
  const linkOf = siteLinks(sitePath, notSentPath, hrefOf);
  return (
    <div ref={rootRef} className={SITE_TABLE_CLASS}>
      <SiteTableStyles />
      {narrow ? (
        sections.map((section) => (
          <section key={section.key} aria-label={section.label ?? SITES_CAPTION}>
            {section.label ? <h2 className="data-cards__group">{section.label}</h2> : null}
            <DataCards label={section.label ?? SITES_CAPTION}>
              {section.rows.map((row, index) => (
                <SiteCard key={row.id} {...linkOf(row)} place={index + 1} of={section.total} />
              ))}
            </DataCards>
          </section>
        ))
      ) : (
        <SiteTableMarkup {...props} hrefOf={hrefOf} showTags={showTags} Cells={ReportCells} />
      )}
    </div>
  );
});
