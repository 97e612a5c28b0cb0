/** Entries of the sections catalogue (`GET /site_reports/sections`) for the domain's tests. */
import type { CatalogueSection } from '#src/domain/schemas';

/** A catalogue entry; its display text is the name capitalised unless `displayText` is given. */
export function catalogueSection(
  name: string,
  order: number,
  group: [name: string, displayText: string],
  mandatory = false,
  displayText = name[0]?.toUpperCase() + name.slice(1),
): CatalogueSection {
  return {
    name,
    display_text: displayText,
    order,
    image_url: `https://example.test/${name}.svg`,
    group_name: group[0],
    group_display_text: group[1],
    mandatory,
  };
}
