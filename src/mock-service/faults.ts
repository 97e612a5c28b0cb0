/** Fault injection: latency on every /v1 request and failures per operation, set at run time. */
import * as z from 'zod/mini';
import {
  FAULT_OPERATIONS,
  FAULT_STATUSES,
  FaultRuleSchema,
  FaultSettingsSchema,
  type FaultOperation,
  type FaultRule,
  type FaultSettings,
  type FaultStatus,
} from '#src/lib/demo/demo-faults';

type MockOperation = Exclude<FaultOperation, 'all'>;

export const NO_FAULTS: FaultSettings = { latencyMs: 0, failures: {} };

/** Anything that is not valid settings counts as none. */
export function checkedFaults(value: unknown): FaultSettings {
  const parsed = FaultSettingsSchema.safeParse(value);
  return parsed.success ? parsed.data : NO_FAULTS;
}

const DEFAULT_RETRY_AFTER_SECONDS = 5;

export interface FaultPersistence {
  load(): FaultSettings | null;
  save(settings: FaultSettings): void;
}

export interface FaultController {
  get(): FaultSettings;
  set(settings: FaultSettings): void;
  clear(): void;
  /**
   * Counts against `after`, then `remaining` (an operation's rule wins over `all`): call once per
   * request.
   */
  takeFailure(operation: MockOperation): FaultRule | undefined;
}

export function createFaultController(
  options: { initial?: FaultSettings; persistence?: FaultPersistence } = {},
): FaultController {
  const { persistence } = options;
  let settings = copy(options.initial ?? persistence?.load() ?? NO_FAULTS);

  // Another tab may have switched faults on or off: read the persisted settings again first.
  function current(): FaultSettings {
    const stored = persistence?.load();
    if (stored) settings = copy(stored);
    return settings;
  }

  function set(next: FaultSettings): void {
    settings = copy(FaultSettingsSchema.parse(next));
    persistence?.save(copy(settings));
  }

  return {
    get: () => copy(current()),
    set,
    clear: () => set(NO_FAULTS),
    takeFailure(operation) {
      const active = current();
      const key: FaultOperation | undefined = active.failures[operation]
        ? operation
        : active.failures.all
          ? 'all'
          : undefined;
      if (!key) return undefined;
      const rule = active.failures[key];
      if (!rule) return undefined;
      if (rule.after !== undefined) {
        const { after, ...failing } = rule;
        set({
          ...active,
          failures: {
            ...active.failures,
            [key]: after > 1 ? { ...rule, after: after - 1 } : failing,
          },
        });
        return undefined;
      }
      if (rule.remaining !== undefined) {
        const failures = { ...active.failures };
        if (rule.remaining <= 1) delete failures[key];
        else failures[key] = { ...rule, remaining: rule.remaining - 1 };
        set({ ...active, failures });
      }
      return { ...rule };
    },
  };
}

const FAULT_MESSAGES: Record<FaultStatus, string> = {
  429: 'Too many requests. Please slow down and retry later.',
  500: 'An unexpected error occurred. Please retry in a few minutes.',
  502: 'Invalid response from an upstream server. Please retry.',
  503: 'The service is temporarily unavailable. Please retry shortly.',
};

/** The JSON response of an injected failure, with `Retry-After` where it belongs. */
export function faultResponse(rule: FaultRule): Response {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  const retryAfter =
    rule.retryAfterSeconds ?? (rule.status === 429 ? DEFAULT_RETRY_AFTER_SECONDS : undefined);
  if (retryAfter !== undefined) headers.set('Retry-After', String(retryAfter));
  return new Response(JSON.stringify({ message: FAULT_MESSAGES[rule.status] }), {
    status: rule.status,
    headers,
  });
}

/**
 * From `MOCK_LATENCY_MS=800` and `MOCK_FAULTS=createSchedule:503,updateSchedule:500:2`: each entry
 * is `operation:status[:count[:after]]`, the count of failures (empty: until cleared) and how many
 * matching requests pass first (`listSites:503:1:2`: the third read of sites fails, once).
 */
export function parseFaultEnv(env: {
  MOCK_LATENCY_MS?: string | undefined;
  MOCK_FAULTS?: string | undefined;
}): FaultSettings {
  const failures: FaultSettings['failures'] = {};
  for (const entry of (env.MOCK_FAULTS ?? '').split(',')) {
    const trimmed = entry.trim();
    if (!trimmed) continue;
    const [operation, status, remaining, after, ...rest] = trimmed.split(':');
    const count = (text: string | undefined) => (text ? Number(text) : undefined);
    const parsedOperation = z.enum(FAULT_OPERATIONS).safeParse(operation);
    const parsedRule = FaultRuleSchema.safeParse({
      status: Number(status),
      remaining: count(remaining),
      after: count(after),
    });
    if (!parsedOperation.success || !parsedRule.success || rest.length > 0) {
      throw new Error(
        `MOCK_FAULTS entry "${trimmed}" is not operation:status[:count[:after]] with an operation in ` +
          `${FAULT_OPERATIONS.join(', ')} and a status in ${FAULT_STATUSES.join(', ')}`,
      );
    }
    failures[parsedOperation.data] = parsedRule.data;
  }
  const latencyMs = Number(env.MOCK_LATENCY_MS ?? 0);
  if (!Number.isInteger(latencyMs) || latencyMs < 0) {
    throw new Error(
      `MOCK_LATENCY_MS must be a whole number of milliseconds, got "${env.MOCK_LATENCY_MS}"`,
    );
  }
  return FaultSettingsSchema.parse({ latencyMs, failures });
}

function copy(settings: FaultSettings): FaultSettings {
  return structuredClone(settings);
}

export function injectedFailure(
  faults: FaultController,
  operation: MockOperation,
): Response | undefined {
  const rule = faults.takeFailure(operation);
  return rule ? faultResponse(rule) : undefined;
}
