import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as tokens from '#src/components/tokens';
import type { OpeningRowsRequest } from './opening-rows';
import { RECENT_SITES_KEY as SITES_KEY } from '#src/features/sites/recent-sites';
import { SITE_TAGS_MEDIA } from '#src/features/sites/components/site-table-markup';
import {
  earlyRowsFor,
  HOLD_APP_FOR_BODY_MS,
  openingReadFor,
  RECENT_SITES_KEY,
  type EarlyRows,
  type OpeningPage,
  WAIT_FOR_BODY_MS,
  WITH_TAGS,
} from './early-rows';
import { EARLY_ROWS_SLOT, startRowsWorker, WIDE } from './rows-worker';

/** The rows of `page` as start-up draws them: the worker started, then the drawing. */
function drawnAtStartUp(page: OpeningPage, search: string, onChecked?: () => void) {
  const started = startRowsWorker(page);
  return started && earlyRowsFor(started, page, search, Promise.resolve('UTC'), onChecked);
}

describe("the start-up rows and the app's names for what they read", () => {
  it('use the same lg breakpoint, Tags width and remembered sites', () => {
    expect(WIDE).toBe(`(min-width: ${tokens.BREAKPOINTS.lg}px)`);
    expect(WITH_TAGS).toBe(SITE_TAGS_MEDIA);
    expect(RECENT_SITES_KEY).toBe(SITES_KEY);
  });
});

const ABOVE_ROWS_PX = 192;

/** The worker start-up makes: it answers when the test says. */
class FakeWorker {
  static started: FakeWorker[] = [];
  onmessage:
    | ((event: { data: { html: string | null; checked: boolean; aboveRowsPx: number } }) => void)
    | null = null;
  onerror: (() => void) | null = null;
  requests: OpeningRowsRequest[] = [];
  terminated = false;
  constructor() {
    FakeWorker.started.push(this);
  }
  postMessage(request: OpeningRowsRequest) {
    this.requests.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  answer(html: string | null, checked = true, aboveRowsPx = ABOVE_ROWS_PX) {
    this.onmessage?.({ data: { html, checked, aboveRowsPx } });
  }
}

const ROWS =
  '<div class="data-list"><div class="data-table__frame"><table><tbody><tr><th>Weekly traffic</th></tr></tbody></table></div></div>';
const body = () => new TextEncoder().encode('{"schedules":[]}').buffer;

let wide = true;
let slot: HTMLElement;

beforeEach(() => {
  FakeWorker.started = [];
  wide = true;
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: wide, media: query }));
  document.body.innerHTML = `<div data-shell="app"><div ${EARLY_ROWS_SLOT}=""><p>Loading…</p><div class="placeholder"></div></div></div>`;
  slot = document.querySelector(`[${EARLY_ROWS_SLOT}]`)!;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const open = (search = '?sort=title&q=weekly', onChecked?: () => void) =>
  drawnAtStartUp({ name: 'list', siteId: 'site-1' }, search, onChecked);

describe("a list's rows drawn at start-up", () => {
  it('asks the worker for the rows at this address and draws them as low as the page will', async () => {
    const rows = open()!;
    rows.receive(body());
    await expect(rows.bodyIn()).resolves.toBe(true);
    await vi.waitFor(() => expect(FakeWorker.started[0]!.requests).toHaveLength(1));
    const [request] = FakeWorker.started[0]!.requests;
    expect(request).toMatchObject({
      page: { name: 'list', siteId: 'site-1' },
      search: '?sort=title&q=weekly',
      serviceTimeZone: 'UTC',
    });
    FakeWorker.started[0]!.answer(ROWS);

    await vi.waitFor(() => expect(slot.getAttribute(EARLY_ROWS_SLOT)).toBe('drawn'));
    expect(slot.getAttribute('aria-hidden')).toBe('true');
    expect(slot.querySelector('tbody th')?.textContent).toBe('Weekly traffic');
    expect(slot.querySelector('.placeholder')).toBeNull();
    expect(slot.querySelector(':scope > .data-list > .data-table__frame')).not.toBeNull();
    // The frame's "Loading…" stays, in the height the page's controls will take.
    const above = slot.firstElementChild as HTMLElement;
    expect(above.style.height).toBe(`${ABOVE_ROWS_PX}px`);
    expect(above.textContent).toBe('Loading…');
    expect(FakeWorker.started[0]!.terminated).toBe(true);
  });

  it("passes on the worker's word that the body is valid as the app checks it, and only then", async () => {
    const checked = vi.fn();
    const rows = open('', checked)!;
    rows.receive(body());
    await vi.waitFor(() => expect(FakeWorker.started[0]!.requests).toHaveLength(1));
    FakeWorker.started[0]!.answer(null, true);
    await vi.waitFor(() => expect(checked).toHaveBeenCalledTimes(1));

    const refused = vi.fn();
    const other = open('', refused)!;
    other.receive(body());
    await vi.waitFor(() => expect(FakeWorker.started[1]!.requests).toHaveLength(1));
    FakeWorker.started[1]!.answer(null, false);
    await expect(other.settled()).resolves.toBe(false);
    expect(refused).not.toHaveBeenCalled();
  });

  it('draws nothing when the worker finds no rows to draw', async () => {
    const rows = open()!;
    rows.receive(body());
    await vi.waitFor(() => expect(FakeWorker.started[0]!.requests).toHaveLength(1));
    FakeWorker.started[0]!.answer(null);
    expect(FakeWorker.started[0]!.terminated).toBe(true);
    await Promise.resolve();
    expect(slot.querySelector('.placeholder')).not.toBeNull();
    expect(slot.getAttribute(EARLY_ROWS_SLOT)).toBe('');
  });

  it('draws nothing for an error answer, and lets the app render at once', async () => {
    const rows = open()!;
    rows.receive(null);
    await expect(rows.bodyIn()).resolves.toBe(false);
    expect(FakeWorker.started[0]!.requests).toHaveLength(0);
    expect(FakeWorker.started[0]!.terminated).toBe(true);
  });

  it('gives up a body not in when the app is ready, and draws nothing when it comes', async () => {
    vi.useFakeTimers();
    const rows = open()!;
    const bodyIn = rows.bodyIn();
    await vi.advanceTimersByTimeAsync(WAIT_FOR_BODY_MS);
    await expect(bodyIn).resolves.toBe(false);
    expect(FakeWorker.started[0]!.terminated).toBe(true);
    rows.receive(body());
    await vi.advanceTimersByTimeAsync(10);
    expect(FakeWorker.started[0]!.requests).toHaveLength(0);
    expect(slot.getAttribute(EARLY_ROWS_SLOT)).toBe('');
  });

  it('waits for a body that comes within the wait', async () => {
    vi.useFakeTimers();
    const rows = open()!;
    const bodyIn = rows.bodyIn();
    await vi.advanceTimersByTimeAsync(WAIT_FOR_BODY_MS - 100);
    rows.receive(body());
    await expect(bodyIn).resolves.toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    FakeWorker.started[0]!.answer(ROWS);
    await vi.advanceTimersByTimeAsync(1);
    expect(slot.getAttribute(EARLY_ROWS_SLOT)).toBe('drawn');
  });

  it('is not offered where the table would not be the wide one, or outside the frame', () => {
    wide = false;
    expect(open()).toBeNull();
    wide = true;
    document.body.innerHTML = '<main>sign-in page</main>';
    expect(open()).toBeNull();
    expect(FakeWorker.started).toHaveLength(0);
  });
});

/** What `settled()` has said so far: undefined while it waits. */
function watchSettled(rows: EarlyRows): () => boolean | undefined {
  let said: boolean | undefined;
  void rows.settled().then((drawn) => (said = drawn));
  return () => said;
}

describe("the app's code, held for the rows", () => {
  it("holds the app's code until the rows are drawn, even past the wait for a body in by then", async () => {
    vi.useFakeTimers();
    const rows = open()!;
    const settled = watchSettled(rows);
    await vi.advanceTimersByTimeAsync(HOLD_APP_FOR_BODY_MS - 100);
    rows.receive(body());
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeWorker.started[0]!.requests).toHaveLength(1);
    expect(settled()).toBeUndefined();
    FakeWorker.started[0]!.answer(ROWS);
    await vi.advanceTimersByTimeAsync(1);
    expect(slot.getAttribute(EARLY_ROWS_SLOT)).toBe('drawn');
    expect(settled()).toBe(true);
  });

  it("lets the app's code run at once when there are no rows to draw", async () => {
    const rows = open()!;
    const settled = rows.settled();
    rows.receive(null);
    await expect(settled).resolves.toBe(false);

    const other = open()!;
    const settledToo = other.settled();
    other.receive(body());
    await vi.waitFor(() => expect(FakeWorker.started[1]!.requests).toHaveLength(1));
    FakeWorker.started[1]!.answer(null);
    await expect(settledToo).resolves.toBe(false);
  });

  it("lets the app's code run once a body has not come in time, and still takes a later one", async () => {
    vi.useFakeTimers();
    const rows = open()!;
    const settled = watchSettled(rows);
    await vi.advanceTimersByTimeAsync(HOLD_APP_FOR_BODY_MS - 1);
    expect(settled()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled()).toBe(false);
    // The app is not ready yet: the rows may still come first.
    rows.receive(body());
    await vi.advanceTimersByTimeAsync(1);
    FakeWorker.started[0]!.answer(ROWS);
    await vi.advanceTimersByTimeAsync(1);
    expect(slot.getAttribute(EARLY_ROWS_SLOT)).toBe('drawn');
  });
});

describe("the Sites page's rows drawn at start-up", () => {
  const openSites = () => drawnAtStartUp({ name: 'sites' }, '');

  it('tells the worker what only the window knows, and draws as low as the worker says', async () => {
    localStorage.setItem(RECENT_SITES_KEY, JSON.stringify([{ id: 'site-9', name: 'Nine' }]));
    const rows = openSites()!;
    rows.receive(body());
    await vi.waitFor(() => expect(FakeWorker.started[0]!.requests).toHaveLength(1));
    expect(FakeWorker.started[0]!.requests[0]).toMatchObject({
      page: { name: 'sites', windowHeight: window.innerHeight, withTags: true, recentSites: true },
    });
    FakeWorker.started[0]!.answer('<div class="site-table"><table></table></div>', false, 366.25);
    await vi.waitFor(() => expect(slot.getAttribute(EARLY_ROWS_SLOT)).toBe('drawn'));
    expect((slot.firstElementChild as HTMLElement).style.height).toBe('366.25px');
    expect(slot.querySelector(':scope > .site-table > table')).not.toBeNull();
    localStorage.clear();
  });

  it('says no sites are remembered for a stored list it cannot read', async () => {
    localStorage.setItem(RECENT_SITES_KEY, '{not json');
    const rows = openSites()!;
    rows.receive(body());
    await vi.waitFor(() => expect(FakeWorker.started[0]!.requests).toHaveLength(1));
    expect(FakeWorker.started[0]!.requests[0]).toMatchObject({ page: { recentSites: false } });
    localStorage.clear();
  });
});

describe('the first read, where no rows are drawn', () => {
  it('tells the app whether the body came in time', async () => {
    const read = openingReadFor({ name: 'sites' });
    read.receive(body());
    await expect(read.bodyIn()).resolves.toBe(true);
    const failed = openingReadFor({ name: 'sites' });
    failed.receive(null);
    await expect(failed.bodyIn()).resolves.toBe(false);
  });

  it('gives up a body not in within the wait, and says so', async () => {
    vi.useFakeTimers();
    const gaveUp = vi.fn();
    const read = openingReadFor({ name: 'sites' }, gaveUp);
    const bodyIn = read.bodyIn();
    await vi.advanceTimersByTimeAsync(WAIT_FOR_BODY_MS);
    await expect(bodyIn).resolves.toBe(false);
    expect(gaveUp).toHaveBeenCalledTimes(1);
  });
});
