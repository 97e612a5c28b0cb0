import { describe, expect, it } from 'vitest';
import {
  checkedSiteCount,
  DEFAULT_DEMO_SITE_COUNT,
  DEMO_SITE_COUNTS,
} from '#src/lib/demo/demo-sites';
import { ACME_SITE_ID, GLOBEX_SITE_ID, INITECH_SITE_ID, THIRD_PAGE_SITE } from './directory';
import { readStoredSiteCount, SITE_COUNT_STORAGE_KEY } from './persistence';
import { DEFAULT_SITE_COUNT, demoSites } from './seed-sites';

/** localStorage as the page has it: strings by key. */
function storageWith(entries: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(entries));
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

describe("the demo's number of sites, as stored", () => {
  it('is the stored size when it is one of those offered', () => {
    for (const count of DEMO_SITE_COUNTS) {
      expect(readStoredSiteCount(storageWith({ [SITE_COUNT_STORAGE_KEY]: String(count) }))).toBe(
        count,
      );
    }
  });

  it('is 260 when none is stored', () => {
    expect(readStoredSiteCount(storageWith())).toBe(260);
  });

  it.each([
    ['not JSON', '{twenty'],
    ['a string', '"20"'],
    ['a size not offered', '21'],
    ['below the smallest the mock makes', '3'],
    ['a fraction', '20.5'],
    ['null', 'null'],
    ['an object', '{"siteCount":20}'],
  ])('is 260 when what is stored is %s', (_, stored) => {
    expect(readStoredSiteCount(storageWith({ [SITE_COUNT_STORAGE_KEY]: stored }))).toBe(260);
  });

  it('is 260 when storage cannot be read (disabled, a private window)', () => {
    const storage = storageWith();
    storage.getItem = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(readStoredSiteCount(storage)).toBe(260);
  });

  it('checks a value sent or stored: only the sizes offered', () => {
    expect(checkedSiteCount(20)).toBe(20);
    expect(checkedSiteCount(1000)).toBe(1000);
    expect(checkedSiteCount(undefined)).toBe(DEFAULT_DEMO_SITE_COUNT);
    expect(checkedSiteCount(Number.NaN)).toBe(DEFAULT_DEMO_SITE_COUNT);
  });
});

describe("the sizes offered, as the mock's sites", () => {
  it("default to the mock's own default", () => {
    expect(DEFAULT_DEMO_SITE_COUNT).toBe(DEFAULT_SITE_COUNT);
  });

  it.each(DEMO_SITE_COUNTS)(
    'a demo of %i sites has that many, the three named ones and the third page’s among them',
    (count) => {
      const directory = demoSites(count);
      expect(directory.sites).toHaveLength(count);
      for (const id of [ACME_SITE_ID, GLOBEX_SITE_ID, INITECH_SITE_ID, THIRD_PAGE_SITE.id]) {
        expect(directory.site(id), id).toBeDefined();
      }
    },
  );
});
