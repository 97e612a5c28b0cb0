import { describe, expect, it } from 'vitest';
import {
  inCatalogueOrder,
  missingMandatory,
  sectionGroups,
  sectionLabel,
  withMandatory,
} from './section-catalogue';
import { catalogueSection as section } from '#tests/support/catalogue-fixtures';

const OVERVIEW: [string, string] = ['overview', 'Overview'];
const CARE: [string, string] = ['care', 'Care'];
const CATALOGUE = [
  section('themes', 5, CARE),
  section('cover', 1, OVERVIEW, true),
  section('usage', 3, OVERVIEW),
  section('backups', 4, CARE, true),
];

describe('the sections catalogue', () => {
  it('names a known section by its display text and keeps an unknown name as it is', () => {
    expect(sectionLabel('cover', CATALOGUE)).toBe('Cover');
    expect(sectionLabel('seo', CATALOGUE)).toBe('seo');
    expect(sectionLabel('cover', undefined)).toBe('cover');
  });

  it('orders names by the catalogue, unknown names last in the order given', () => {
    expect(inCatalogueOrder(['zeta', 'themes', 'cover', 'alpha', 'usage'], CATALOGUE)).toEqual([
      'cover',
      'usage',
      'themes',
      'zeta',
      'alpha',
    ]);
  });

  it('groups sections under their group, in order, with unknown names in a group of their own', () => {
    const groups = sectionGroups(['themes', 'seo', 'usage', 'cover', 'backups'], CATALOGUE);
    expect(groups.map((group) => [group.label, group.sections.map((s) => s.label)])).toEqual([
      ['Overview', ['Cover', 'Usage']],
      ['Care', ['Backups', 'Themes']],
      [undefined, ['seo']],
    ]);
    expect(groups[2]?.sections[0]).toMatchObject({ known: false, mandatory: false });
    expect(groups[0]?.sections[0]).toMatchObject({ known: true, mandatory: true });
  });

  it('requires the mandatory sections the template offers, and only those', () => {
    expect(missingMandatory(['usage'], ['cover', 'usage', 'backups'], CATALOGUE)).toEqual([
      'cover',
      'backups',
    ]);
    expect(missingMandatory(['usage'], ['cover', 'usage'], CATALOGUE)).toEqual(['cover']);
    expect(missingMandatory(['cover', 'usage'], ['cover', 'usage'], CATALOGUE)).toEqual([]);
  });

  it('adds the missing mandatory sections to what is sent, in catalogue order', () => {
    expect(withMandatory(['themes', 'usage'], ['cover', 'usage', 'themes'], CATALOGUE)).toEqual([
      'cover',
      'usage',
      'themes',
    ]);
    // Nothing missing: the chosen order is kept as it is.
    expect(withMandatory(['usage', 'cover'], ['cover', 'usage'], CATALOGUE)).toEqual([
      'usage',
      'cover',
    ]);
  });
});
