/** Section names against the catalogue; unknown ones kept, mandatory ones always included. */
import type { CatalogueSection } from './schemas';

/** A section as a person sees it: its identifier, its label, and what the catalogue says. */
export interface SectionEntry {
  name: string;
  /** `display_text`, or the name itself when the catalogue does not know it. */
  label: string;
  known: boolean;
  mandatory: boolean;
  imageUrl: string | undefined;
}

/** A group of sections: `label` is `group_display_text`, undefined for the names not known. */
export interface SectionGroup {
  name: string | undefined;
  label: string | undefined;
  sections: SectionEntry[];
}

function byName(catalogue: readonly CatalogueSection[]): Map<string, CatalogueSection> {
  return new Map(catalogue.map((section) => [section.name, section]));
}

/** A section's name for people: `sectionLabel('cover', catalogue)` is "Cover"; unknown names stay. */
export function sectionLabel(name: string, catalogue: readonly CatalogueSection[] | undefined) {
  return catalogue?.find((section) => section.name === name)?.display_text ?? name;
}

/** Several sections' names for people, in the order given, e.g. "Cover, Traffic". */
export function sectionLabels(
  names: readonly string[],
  catalogue: readonly CatalogueSection[] | undefined,
): string[] {
  return names.map((name) => sectionLabel(name, catalogue));
}

function entryOf(name: string, known: CatalogueSection | undefined): SectionEntry {
  return {
    name,
    label: known?.display_text ?? name,
    known: known !== undefined,
    mandatory: known?.mandatory ?? false,
    imageUrl: known?.image_url ?? undefined,
  };
}

/** The names in catalogue `order`, unknown ones after: the order a report prints them. */
export function inCatalogueOrder(
  names: readonly string[],
  catalogue: readonly CatalogueSection[],
): string[] {
  const known = byName(catalogue);
  const unique = [...new Set(names)];
  const listed = unique
    .filter((name) => known.has(name))
    .sort((a, b) => (known.get(a)?.order ?? 0) - (known.get(b)?.order ?? 0));
  return [...listed, ...unique.filter((name) => !known.has(name))];
}

/** The groups to list `names` under, in the order of their first section; unknown names last. */
export function sectionGroups(
  names: readonly string[],
  catalogue: readonly CatalogueSection[],
): SectionGroup[] {
  const known = byName(catalogue);
  const groups: SectionGroup[] = [];
  const unknown: SectionEntry[] = [];
  for (const name of inCatalogueOrder(names, catalogue)) {
    const section = known.get(name);
    if (!section) {
      unknown.push(entryOf(name, undefined));
      continue;
    }
    let group = groups.find((candidate) => candidate.name === section.group_name);
    if (!group) {
      group = { name: section.group_name, label: section.group_display_text, sections: [] };
      groups.push(group);
    }
    group.sections.push(entryOf(name, section));
  }
  return unknown.length > 0
    ? [...groups, { name: undefined, label: undefined, sections: unknown }]
    : groups;
}

/** The mandatory sections among those a template offers: `cover` wherever a template has it. */
export function mandatoryNames(
  offered: readonly string[],
  catalogue: readonly CatalogueSection[],
): string[] {
  const known = byName(catalogue);
  return inCatalogueOrder(
    offered.filter((name) => known.get(name)?.mandatory === true),
    catalogue,
  );
}

/** The mandatory sections of the template that `sections` leaves out (the mock's 400). */
export function missingMandatory(
  sections: readonly string[],
  offered: readonly string[],
  catalogue: readonly CatalogueSection[],
): string[] {
  return mandatoryNames(offered, catalogue).filter((name) => !sections.includes(name));
}

/** What to send: the sections chosen plus the template's mandatory ones, in catalogue order. */
export function withMandatory(
  chosen: readonly string[],
  offered: readonly string[],
  catalogue: readonly CatalogueSection[],
): string[] {
  const missing = missingMandatory(chosen, offered, catalogue);
  return missing.length === 0 ? [...chosen] : inCatalogueOrder([...chosen, ...missing], catalogue);
}
