import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TemplateSchema } from '#src/domain/schemas';
import { setupMockApi, VIEWER_CREDENTIALS } from '#tests/support/mock-api';

const mockApi = setupMockApi();

describe('listing templates', () => {
  it('returns at least three complete templates with different section sets', async () => {
    const { templates } = await mockApi.client().listTemplates();
    expect(templates.length).toBeGreaterThanOrEqual(3);
    for (const template of templates) {
      expect(TemplateSchema.parse(template)).toEqual(template);
      expect(template).toEqual({
        template_uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        template_name: expect.any(String),
        description: expect.any(String),
        company_name: expect.any(String),
        brand_colour: expect.stringMatching(/^#[0-9A-Fa-f]{6}$/),
        logo_url: expect.any(String),
        preview_image_url: expect.any(String),
        sections: expect.arrayContaining([{ name: 'cover' }]),
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      expect(template.template_name.length).toBeLessThanOrEqual(100);
    }
    const sectionSets = new Set(
      templates.map((template) => template.sections.map(({ name }) => name).join(',')),
    );
    expect(sectionSets.size).toBe(templates.length);
    expect(new Set(templates.map((template) => template.brand_colour)).size).toBe(templates.length);
  });

  it('links images on the origin of the request, to files of public/mock-assets', async () => {
    const { templates } = await mockApi.client().listTemplates();
    for (const template of templates) {
      for (const url of [template.logo_url, template.preview_image_url]) {
        expect(url).toMatch(/^http:\/\/mock\.test\/mock-assets\/[a-z0-9-]+\.svg$/);
        const file = path.join(process.cwd(), 'public', new URL(url ?? '').pathname);
        expect(existsSync(file), file).toBe(true);
      }
    }
  });

  it('accepts the account_id the app sends', async () => {
    const { templates } = await mockApi.client().listTemplates({ accountId: 'any-account' });
    expect(templates.length).toBeGreaterThanOrEqual(3);
  });

  it('is open to the viewer and closed without credentials', async () => {
    await expect(mockApi.client(VIEWER_CREDENTIALS).listTemplates()).resolves.toBeTruthy();
    await expect(mockApi.client(null).listTemplates()).rejects.toMatchObject({
      kind: 'unauthenticated',
      status: 401,
    });
  });
});
