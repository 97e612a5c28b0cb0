/** Which rows the Sites page draws: a window at a time, through a site (ADR 033). */
import { limitSections, type SiteSection } from './site-directory-view';

/**
 * The rows drawn: every row through `through`'s site, and at least `window` rows. Rows sorted in
 * before that site (a later page's) are drawn too, so none drawn is pushed out.
 */
export function rowsDrawn(
  sections: readonly SiteSection[],
  window: number,
  through: string | null,
): { sections: SiteSection[]; shown: number } {
  const reached = through === null ? 0 : rowsThrough(sections, through);
  return limitSections(sections, Math.max(window, reached));
}

/** The site through which a window more than `shown` rows is drawn; null when there are none. */
export function throughNextWindow(
  sections: readonly SiteSection[],
  shown: number,
  window: number,
): string | null {
  return (
    limitSections(sections, shown + window)
      .sections.at(-1)
      ?.rows.at(-1)?.id ?? null
  );
}

/**
 * The rows of the whole table, drawn or not: its head, each group's heading and every site. What
 * a screen reader says the table holds (`aria-rowcount`) while a window of it is drawn.
 */
export function tableRowCount(sections: readonly SiteSection[]): number {
  return sections.reduce((count, section) => count + (section.label ? 1 : 0) + section.total, 1);
}

/** How many rows the sections hold up to and including `siteId`'s; 0 when it is not there. */
function rowsThrough(sections: readonly SiteSection[], siteId: string): number {
  let before = 0;
  for (const section of sections) {
    const at = section.rows.findIndex((row) => row.id === siteId);
    if (at >= 0) return before + at + 1;
    before += section.rows.length;
  }
  return 0;
}
