/**
 * The mock service's fault switches, declared once: the mock parses them with these schemas, the
 * app uses the inferred types only. Here because lib may not import the mock; apart from demo.ts
 * to keep the schemas out of the start-up chunk.
 */
import { en } from 'zod/locales';
import * as z from 'zod/mini';

// English issue messages for the admin route's errors[], as in src/domain/schemas.ts.
z.config(en());

export const FAULT_OPERATIONS = [
  'listSchedules',
  'createSchedule',
  'updateSchedule',
  'deleteSchedule',
  'listReports',
  'listTemplates',
  'listSections',
  'getUser',
  'listAccounts',
  'listSites',
  'getSite',
  'all',
] as const;
export type FaultOperation = (typeof FAULT_OPERATIONS)[number];

export const FAULT_STATUSES = [429, 500, 502, 503] as const;
export type FaultStatus = (typeof FAULT_STATUSES)[number];

export const FaultRuleSchema = z.object({
  status: z.literal(FAULT_STATUSES),
  /** How many more requests fail; omitted means until cleared. */
  remaining: z.optional(z.number().check(z.int(), z.gte(1))),
  /** How many matching requests pass first, so a later one fails (a later page of a list). */
  after: z.optional(z.number().check(z.int(), z.gte(1))),
  /** Sent as `Retry-After`. 429 always carries one (default 5 s); 503 only when set. */
  retryAfterSeconds: z.optional(z.number().check(z.int(), z.gte(0))),
});
export type FaultRule = z.infer<typeof FaultRuleSchema>;

export const FaultSettingsSchema = z.object({
  latencyMs: z.number().check(z.int(), z.gte(0), z.lte(60_000)),
  failures: z.partialRecord(z.enum(FAULT_OPERATIONS), FaultRuleSchema),
});
export type FaultSettings = z.infer<typeof FaultSettingsSchema>;
