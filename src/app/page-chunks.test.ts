import { describe, expect, it } from 'vitest';
import { listSiteIdOf, pagesFor } from './page-chunks';

describe('the site of a schedule list, from its path', () => {
  it('reads the site as the router hands it to the page', () => {
    expect(listSiteIdOf('/sites/abc/schedules')).toBe('abc');
    expect(listSiteIdOf('/sites/abc/schedules/')).toBe('abc');
    expect(listSiteIdOf('/sites/abc')).toBe('abc');
    expect(listSiteIdOf('/sites/%20abc%20/schedules')).toBe('abc');
    expect(listSiteIdOf('/sites/%E0/schedules')).toBe('%E0');
  });

  it('is null on every other page', () => {
    expect(listSiteIdOf('/')).toBeNull();
    expect(listSiteIdOf('/sites/abc/calendar')).toBeNull();
    expect(listSiteIdOf('/sites/abc/schedules/new')).toBeNull();
    expect(listSiteIdOf('/sites/abc/schedules/x/edit')).toBeNull();
  });
});

describe('the pages a path needs before its first render', () => {
  it('reads the copy of several schedules, not a schedule called "copy"', () => {
    expect(pagesFor('/sites/abc/schedules/copy', true)).toEqual(['layout', 'copyMany']);
    expect(pagesFor('/sites/abc/schedules/x/copy', true)).toEqual(['layout', 'copy']);
    expect(listSiteIdOf('/sites/abc/schedules/copy')).toBeNull();
  });
});
