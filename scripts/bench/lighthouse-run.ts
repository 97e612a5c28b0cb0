/**
 * One Lighthouse run of a page, in a fresh headless Chromium (chrome-launcher + Puppeteer), with
 * the demo session injected before the page's own scripts when the page is signed in.
 */
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { devtoolsBodyDecodeBlockingMs } from './devtools-body-decode';
import { DEMO_SESSION, SESSION_KEY } from './demo-app';

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  metrics: Record<string, number>;
  /** Scored audits that did not pass, by category id. */
  failing: Record<string, string[]>;
  /** Of the TBT, about how much is Chromium decoding large bodies for DevTools (not the page). */
  devtoolsDecodeMs: number;
}

const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
} as const;

export async function lighthouseOnce(url: string, signedIn: boolean): Promise<LighthouseRun> {
  const chrome = await launchChrome({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    logLevel: 'silent',
  });
  try {
    const browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    try {
      const page = await browser.newPage();
      if (signedIn) {
        await page.evaluateOnNewDocument(
          (key: string, value: string) => {
            try {
              if (location.protocol === 'http:' || location.protocol === 'https:') {
                sessionStorage.setItem(key, value);
              }
            } catch {
              // about:blank and friends have no storage
            }
          },
          SESSION_KEY,
          DEMO_SESSION,
        );
      }
      // Default config: mobile emulation and simulated (Lantern) throttling.
      const result = await lighthouse(
        url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        },
        undefined,
        page,
      );
      if (!result) throw new Error('Lighthouse returned no result');
      return {
        ...readRun(result.lhr),
        devtoolsDecodeMs: devtoolsBodyDecodeBlockingMs(result.artifacts.Trace.traceEvents),
      };
    } finally {
      await browser.disconnect();
    }
  } finally {
    chrome.kill();
  }
}

function readRun(lhr: Result): Omit<LighthouseRun, 'devtoolsDecodeMs'> {
  if (lhr.runtimeError)
    throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id} score`);
    return Math.round(value * 100);
  };
  const metrics: Record<string, number> = {};
  for (const [id, label] of Object.entries(METRICS)) {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value === 'number') metrics[label] = value;
  }
  const failing: Record<string, string[]> = {};
  for (const [id, category] of Object.entries(lhr.categories)) {
    failing[id] = category.auditRefs
      .filter((ref) => ref.weight > 0)
      .filter((ref) => {
        const audit = lhr.audits[ref.id];
        return (
          audit && typeof audit.score === 'number' && audit.score < (id === 'performance' ? 0.9 : 1)
        );
      })
      .map((ref) => ref.id);
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    metrics,
    failing,
  };
}
