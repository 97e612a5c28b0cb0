// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  checkedFaults,
  createFaultController,
  faultResponse,
  NO_FAULTS,
  parseFaultEnv,
} from './faults';
import { FAULTS_STORAGE_KEY, readStoredJson, writeStoredJson } from './persistence';

describe('fault settings from the environment', () => {
  it('reads MOCK_LATENCY_MS and MOCK_FAULTS', () => {
    expect(
      parseFaultEnv({
        MOCK_LATENCY_MS: '800',
        MOCK_FAULTS: 'createSchedule:503, listSchedules:429,updateSchedule:500:2',
      }),
    ).toEqual({
      latencyMs: 800,
      failures: {
        createSchedule: { status: 503 },
        listSchedules: { status: 429 },
        updateSchedule: { status: 500, remaining: 2 },
      },
    });
  });

  it("takes the platform's operations: getUser, listAccounts, listSites, getSite", () => {
    expect(
      parseFaultEnv({ MOCK_FAULTS: 'getUser:500,listAccounts:502,listSites:429:3,getSite:503' })
        .failures,
    ).toEqual({
      getUser: { status: 500 },
      listAccounts: { status: 502 },
      listSites: { status: 429, remaining: 3 },
      getSite: { status: 503 },
    });
  });

  it('takes the delete and the sent reports: deleteSchedule, listReports', () => {
    expect(parseFaultEnv({ MOCK_FAULTS: 'deleteSchedule:500:2,listReports:503' }).failures).toEqual(
      { deleteSchedule: { status: 500, remaining: 2 }, listReports: { status: 503 } },
    );
  });

  it('takes how many requests pass before the failures, with or without a count', () => {
    expect(
      parseFaultEnv({ MOCK_FAULTS: 'listSites:503:1:2,listSchedules:429::5' }).failures,
    ).toEqual({
      listSites: { status: 503, remaining: 1, after: 2 },
      listSchedules: { status: 429, after: 5 },
    });
  });

  it('means no faults when neither is set', () => {
    expect(parseFaultEnv({})).toEqual(NO_FAULTS);
  });

  it.each([
    [{ MOCK_FAULTS: 'sendNow:500' }],
    [{ MOCK_FAULTS: 'listSchedules:404' }],
    [{ MOCK_FAULTS: 'listSchedules' }],
    [{ MOCK_FAULTS: 'listSites:503:1:0' }],
    [{ MOCK_FAULTS: 'listSites:503:1:2:3' }],
    [{ MOCK_LATENCY_MS: 'slow' }],
  ])('refuses %j with a message naming the allowed values', (env) => {
    expect(() => parseFaultEnv(env)).toThrow(/MOCK_/);
  });
});

describe('the fault controller', () => {
  it('hands out copies, so changing one does not switch faults', () => {
    const faults = createFaultController();
    faults.get().failures.all = { status: 500 };
    expect(faults.takeFailure('listSchedules')).toBeUndefined();
  });

  it('lets the first `after` matching requests pass, then fails the next `remaining`', () => {
    const faults = createFaultController({
      initial: { latencyMs: 0, failures: { listSites: { status: 503, after: 2, remaining: 1 } } },
    });
    expect(faults.takeFailure('listSites')).toBeUndefined();
    expect(faults.takeFailure('getSite')).toBeUndefined();
    expect(faults.takeFailure('listSites')).toBeUndefined();
    expect(faults.takeFailure('listSites')).toEqual({ status: 503, remaining: 1 });
    expect(faults.takeFailure('listSites')).toBeUndefined();
    expect(faults.get()).toEqual(NO_FAULTS);
  });

  it('puts Retry-After on a 503 only when asked', () => {
    expect(faultResponse({ status: 503 }).headers.get('Retry-After')).toBeNull();
    expect(faultResponse({ status: 503, retryAfterSeconds: 30 }).headers.get('Retry-After')).toBe(
      '30',
    );
  });
});

describe('fault settings kept by the browser demo', () => {
  it('counts corrupt or outdated stored settings as none', () => {
    localStorage.setItem(FAULTS_STORAGE_KEY, '{not json');
    expect(checkedFaults(readStoredJson(localStorage, FAULTS_STORAGE_KEY))).toEqual(NO_FAULTS);
    localStorage.setItem(FAULTS_STORAGE_KEY, JSON.stringify({ latencyMs: -1 }));
    expect(checkedFaults(readStoredJson(localStorage, FAULTS_STORAGE_KEY))).toEqual(NO_FAULTS);
    localStorage.removeItem(FAULTS_STORAGE_KEY);
    expect(checkedFaults(readStoredJson(localStorage, FAULTS_STORAGE_KEY))).toEqual(NO_FAULTS);
  });

  it('keeps fault settings across a reload', () => {
    const settings = { latencyMs: 300, failures: { createSchedule: { status: 503 as const } } };
    writeStoredJson(localStorage, FAULTS_STORAGE_KEY, settings);
    expect(checkedFaults(readStoredJson(localStorage, FAULTS_STORAGE_KEY))).toEqual(settings);
    localStorage.removeItem(FAULTS_STORAGE_KEY);
  });
});
