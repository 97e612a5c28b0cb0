import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CreateScheduleRequestSchema,
  EmailSchema,
  FrequencySchema,
  RecipientNameSchema,
  TemplateSchema,
  templateBrandColour,
  TitleSchema,
  UpdateScheduleRequestSchema,
  UuidSchema,
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

  it('takes an address of up to 64 characters before the @ and 254 in all (RFC 5321)', () => {
    const domain = `@${'d'.repeat(60)}.example.com`; // 73 characters
    const atLimit = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(atLimit).toHaveLength(254);
    expect(EmailSchema.safeParse(atLimit).success).toBe(true);
    expect(EmailSchema.safeParse(`${'a'.repeat(64)}${domain}`).success).toBe(true);

    expect(messages(EmailSchema.safeParse(`${'a'.repeat(65)}${domain}`))).toEqual([
      'An email address can have at most 64 characters before the @',
    ]);
    expect(messages(EmailSchema.safeParse(`x${atLimit}`))).toEqual([
      'An email address can be at most 254 characters long',
      'An email address can have at most 64 characters before the @',
    ]);
    expect(
      messages(
        EmailSchema.safeParse(
          `jane@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(60)}.com`,
        ),
      ),
    ).toEqual(['An email address can be at most 254 characters long']);
  });

  it('refuses control characters in a title or a name, naming the problem and its code', () => {
    for (const text of [
      'Weekly\u0000report',
      'Weekly\treport',
      'Line\nbreak',
      'Esc\u001b[31m',
      'Del\u007f',
      'C1\u0085',
    ]) {
      const title = TitleSchema.safeParse(text);
      expect(messages(title), JSON.stringify(text)).toEqual([
        'Title cannot contain control characters such as tabs, line breaks or NUL',
      ]);
      expect(title.error?.issues[0]).toMatchObject({ params: { code: 'control_characters' } });
      expect(messages(RecipientNameSchema.safeParse(text))).toEqual([
        'Name cannot contain control characters such as tabs, line breaks or NUL',
      ]);
    }
    // Trimming comes first: a trailing line break is removed, not refused.
    expect(TitleSchema.parse(' Weekly report\n')).toBe('Weekly report');
    expect(TitleSchema.parse('Relatório — 月次 ✓')).toBe('Relatório — 月次 ✓');
  });

  it('reads a UUID in any case, written in lower case, and refuses surrounding spaces', () => {
    expect(UuidSchema.parse('0F8B7C52-3D7E-4A51-9A6B-2C1E5F4D8A10')).toBe(
      '0f8b7c52-3d7e-4a51-9a6b-2c1e5f4d8a10',
    );
    for (const spaced of [
      ' 0f8b7c52-3d7e-4a51-9a6b-2c1e5f4d8a10',
      '0f8b7c52-3d7e-4a51-9a6b-2c1e5f4d8a10\n',
    ]) {
      expect(UuidSchema.safeParse(spaced).success, JSON.stringify(spaced)).toBe(false);
    }
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

describe('the template schema', () => {
  it("reads a template's brand colour under either spelling of the reference", () => {
    const template = {
      template_uuid: '3d1f6b8a-2c4e-4f7a-9b1d-5e8c2a7f4b6d',
      template_name: 'Monthly client report',
      sections: [{ name: 'cover' }],
    };
    expect(templateBrandColour(TemplateSchema.parse({ ...template, brand_color: '#2E8B57' }))).toBe(
      '#2E8B57',
    );
    expect(
      templateBrandColour(TemplateSchema.parse({ ...template, brand_colour: '#E4572E' })),
    ).toBe('#E4572E');
    // Both sent: one answer, the first spelling.
    expect(
      templateBrandColour(
        TemplateSchema.parse({ ...template, brand_colour: '#E4572E', brand_color: '#2E8B57' }),
      ),
    ).toBe('#E4572E');
    expect(templateBrandColour(TemplateSchema.parse({ ...template, brand_color: null }))).toBe(
      undefined,
    );
  });
});
