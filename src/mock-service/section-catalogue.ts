/**
 * The mock's sections catalogue (`GET /site_reports/sections`): every section name a demo
 * template uses (seed-templates.ts), with the fields WP Engine's reference documents. `cover` is
 * mandatory, as in WP Engine's example; `security` is too, so the demo shows that a template
 * without it (Executive summary) is not made to have it: a mandatory section is required where
 * the template offers it. Previews are small SVGs under public/mock-assets/.
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
