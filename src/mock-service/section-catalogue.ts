/**
 * `GET /site_reports/sections`, fields as the reference documents. `cover` is mandatory as in its
 * example; `security` too, to show that a template without it (Executive summary) is not made to
 * have it.
 */

import type { CatalogueSection } from '#src/domain/schemas';

type Entry = [name: string, displayText: string, group: keyof typeof GROUPS, mandatory?: true];

const GROUPS = {
  overview: 'Overview',
  audience: 'Audience',
  care: 'Care & security',
} as const;

const ENTRIES: readonly Entry[] = [
  ['cover', 'Cover', 'overview', true],
  ['overview', 'Summary', 'overview'],
  ['usage', 'Usage', 'audience'],
  ['traffic', 'Traffic sources', 'audience'],
  ['performance', 'Page speed', 'audience'],
  ['themes', 'Themes', 'care'],
  ['plugins', 'Plugin updates', 'care'],
  ['security', 'Security findings', 'care', true],
  ['backups', 'Backups', 'care'],
];

/** The catalogue with image paths on the mock's own origin; the handler makes them absolute. */
export const SECTION_CATALOGUE: readonly (Omit<CatalogueSection, 'image_url' | 'footer_url'> & {
  image_path: string;
})[] = ENTRIES.map(([name, display_text, group, mandatory], index) => ({
  name,
  display_text,
  order: index + 1,
  image_path: `/mock-assets/section-${name}-preview.svg`,
  group_name: group,
  group_display_text: GROUPS[group],
  mandatory: mandatory ?? false,
}));

/** The catalogue as the domain rules take it (image paths are irrelevant to them). */
export const CATALOGUE_RULES: readonly CatalogueSection[] = SECTION_CATALOGUE.map(
  ({ image_path, ...section }) => ({ ...section, image_url: image_path }),
);
