/**
 * What the app knows of demo mode. The mock service implements this in
 * src/mock-service/browser.ts, which is loaded (as its own chunk) only in demo mode.
 */
export interface DemoAccount {
  username: string;
  password: string;
  description: string;
}

export interface DemoSite {
  id: string;
  name: string;
}

export type FaultOperation =
  'listSchedules' | 'createSchedule' | 'updateSchedule' | 'listTemplates' | 'all';
export type FaultStatus = 429 | 500 | 502 | 503;

export interface FaultSettings {
  latencyMs: number;
  failures: Partial<
    Record<FaultOperation, { status: FaultStatus; remaining?: number; retryAfterSeconds?: number }>
  >;
}

export interface DemoController {
  accounts: readonly DemoAccount[];
  sites: readonly DemoSite[];
  resetData(): void;
  getFaults(): FaultSettings;
  setFaults(settings: FaultSettings): void;
}
