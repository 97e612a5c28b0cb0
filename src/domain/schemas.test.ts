import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CreateScheduleRequestSchema,
  FrequencySchema,
  RecipientNameSchema,
  UpdateScheduleRequestSchema,
} from './schemas';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('domain schemas (zod/mini)', () => {
  it('words the issues a schema does not word itself in English, as classic zod did', () => {
    expect(messages(RecipientNameSchema.safeParse(42))).toEqual([
      'Invalid input: expected string, received number',
    ]);
    expect(
      messages(
        CreateScheduleRequestSchema.safeParse({
          site_id: '0f8b7c52-3d7e-4a51-9a6b-2c1e5f4d8a10',
          title: 'Weekly',
          recipients: ['jane@example.com'],
        }),
      ),
    ).toEqual(['Invalid input: expected object, received string']);
  });

  it('keeps its own messages and limits', () => {
    expect(messages(FrequencySchema.safeParse({ unit: 'MONTHLY', value: 1.5 }))).toEqual([
      'With unit MONTHLY, value must be a whole number from 1 to 31',
    ]);
    expect(messages(FrequencySchema.safeParse({ unit: 'MONTHLY', value: 32 }))).toEqual([
      'With unit MONTHLY, value must be a day of the month from 1 to 31',
    ]);
    expect(messages(FrequencySchema.safeParse({ unit: 'WEEKLY', value: 7 }))).toEqual([
      'unit must be DAYS or MONTHLY',
    ]);
  });

  it('makes every PATCH field optional and leaves site_id out', () => {
    expect(UpdateScheduleRequestSchema.parse({})).toEqual({});
    expect(UpdateScheduleRequestSchema.parse({ site_id: 'x', title: '  Renamed  ' })).toEqual({
      title: 'Renamed',
    });
  });

  it('is the only zod the app ships: no module imports classic zod', () => {
    const root = path.join(process.cwd(), 'src');
    const offenders = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) =>
        /from\s+['"]zod(\/v4(\/classic)?)?['"]/.test(readFileSync(path.join(root, file), 'utf8')),
      );
    expect(offenders).toEqual([]);
  });
});
