import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TemplateSchema, type Template } from '#src/domain/schemas';
import { encodeBasicAuth } from '#src/lib/http/basic-auth';
import {
  ACME_ACCOUNT_ID,
  GLOBEX_ACCOUNT_ID,
  GLOBEX_TEMPLATE_IDS,
  INITECH_ACCOUNT_ID,
  INITECH_TEMPLATE_IDS,
  TEMPLATE_IDS,
} from '#src/mock-service/seed';
import {
  DEMO_CREDENTIALS,
  MOCK_API_BASE_URL,
  setupMockApi,
  VIEWER_CREDENTIALS,
} from '#tests/support/mock-api';
import { listTemplates } from '#src/lib/site-reports/templates';

const mockApi = setupMockApi();
const ACCOUNTS = [ACME_ACCOUNT_ID, GLOBEX_ACCOUNT_ID, INITECH_ACCOUNT_ID];

function templatesOf(accountId: string): Promise<Template[]> {
  return listTemplates(mockApi.client(), { accountId }).then(({ templates }) => templates);
}

/** The templates operation with the query as given, signed in as demo unless told otherwise. */
function fetchTemplates(query: string, credentials = DEMO_CREDENTIALS): Promise<Response> {
  return fetch(`${MOCK_API_BASE_URL}/site_reports/templates${query}`, {
    headers: { Authorization: encodeBasicAuth(credentials) },
  });
}

describe('listing templates', () => {
  it.each(ACCOUNTS)(
    'returns the complete templates of account %s, each with its own sections and colour',
    async (accountId) => {
      const templates = await templatesOf(accountId);
      expect(templates.length).toBeGreaterThanOrEqual(4);
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
      expect(new Set(templates.map((template) => template.brand_colour)).size).toBe(
        templates.length,
      );
    },
  );

  it("gives each account a library of its own: names alike, never another account's template", async () => {
    const [acme, globex, initech] = await Promise.all(ACCOUNTS.map(templatesOf));
    const ids = (templates: Template[] = []) => templates.map((t) => t.template_uuid);
    expect(ids(acme)).toEqual(Object.values(TEMPLATE_IDS));
    expect(ids(globex)).toEqual(Object.values(GLOBEX_TEMPLATE_IDS));
    expect(ids(initech)).toEqual(Object.values(INITECH_TEMPLATE_IDS));
    expect(new Set([...ids(acme), ...ids(globex), ...ids(initech)]).size).toBe(
      ids(acme).length + ids(globex).length + ids(initech).length,
    );
    const names = (templates: Template[] = []) => templates.map((t) => t.template_name);
    expect(names(globex)).toContain('Executive summary');
    expect(names(acme)).toContain('Executive summary');
    expect(names(initech)).toContain('Executive summary');
    expect(names(globex)).not.toEqual(names(acme));
  });

  it('links images on the origin of the request, to files of public/mock-assets', async () => {
    for (const accountId of ACCOUNTS) {
      for (const template of await templatesOf(accountId)) {
        for (const url of [template.logo_url, template.preview_image_url]) {
          expect(url).toMatch(/^http:\/\/mock\.test\/mock-assets\/[a-z0-9-]+\.svg$/);
          const file = path.join(process.cwd(), 'public', new URL(url ?? '').pathname);
          expect(existsSync(file), file).toBe(true);
        }
      }
    }
  });
});

describe('listing templates: the account it needs', () => {
  it('answers 400 naming account_id when it is missing, empty or not a UUID', async () => {
    for (const [query, code] of [
      ['', 'missing_field'],
      ['?account_id=', 'missing_field'],
      ['?account_id=acme', 'invalid_uuid'],
      [`?account_id=${ACME_ACCOUNT_ID}x`, 'invalid_uuid'],
    ] as const) {
      const response = await fetchTemplates(query);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: expect.any(String),
        errors: [
          {
            resource: 'template',
            field: 'account_id',
            type: 'invalid_value',
            code,
            message: expect.any(String),
          },
        ],
      });
    }
  });

  it('reads account_id in any case', async () => {
    const response = await fetchTemplates(`?account_id=${GLOBEX_ACCOUNT_ID.toUpperCase()}`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { templates: Template[] }).templates[0]?.template_uuid).toBe(
      GLOBEX_TEMPLATE_IDS.fullSiteHealth,
    );
  });

  it('answers 404 for an account that does not exist', async () => {
    const response = await fetchTemplates('?account_id=11111111-2222-4333-8444-555555555555');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Account not found' });
  });

  it("lets the viewer list its account's templates, and answers 403 for the others", async () => {
    const viewer = mockApi.client(VIEWER_CREDENTIALS);
    await expect(listTemplates(viewer, { accountId: ACME_ACCOUNT_ID })).resolves.toMatchObject({
      templates: expect.arrayContaining([
        expect.objectContaining({ template_uuid: TEMPLATE_IDS.monthlyClientReport }),
      ]),
    });
    for (const accountId of [GLOBEX_ACCOUNT_ID, INITECH_ACCOUNT_ID]) {
      const response = await fetchTemplates(`?account_id=${accountId}`, VIEWER_CREDENTIALS);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        message: expect.stringMatching(/^Not authorized: .*not a member of this account/),
      });
    }
  });

  it('answers 401 without credentials, before looking at account_id', async () => {
    await expect(
      listTemplates(mockApi.client(null), { accountId: ACME_ACCOUNT_ID }),
    ).rejects.toMatchObject({ kind: 'unauthenticated', status: 401 });
    const response = await fetch(`${MOCK_API_BASE_URL}/site_reports/templates`);
    expect(response.status).toBe(401);
  });
});
