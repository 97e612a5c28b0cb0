/**
 * GET /site_reports/templates: every template, for any signed-in account. The spec leaves the
 * record out; the mock follows the service's public documentation (template_uuid,
 * template_name, description, company_name, brand_colour, images, sections, timestamps).
 */
import { http, HttpResponse } from 'msw';
import type { Branding, Template } from '#src/domain/schemas';
import { requireAccount } from '#src/mock-service/auth';
import type { MockServiceContext } from '#src/mock-service/context';
import { injectedFailure } from '#src/mock-service/faults';
import type { StoredTemplate } from '#src/mock-service/model';

const TEMPLATES_PATH = '*/v1/site_reports/templates';

/** An asset path made absolute on the origin the request came to: demo page, test or server. */
function assetUrl(path: string, request: Request): string {
  return new URL(path, request.url).href;
}

function templateRecord(template: StoredTemplate, request: Request): Template {
  return {
    template_uuid: template.template_uuid,
    template_name: template.template_name,
    description: template.description,
    company_name: template.company_name,
    brand_colour: template.brand_colour,
    logo_url: assetUrl(template.logo_path, request),
    preview_image_url: assetUrl(template.preview_image_path, request),
    sections: template.sections.map(({ name }) => ({ name })),
    created_at: template.created_at,
    updated_at: template.updated_at,
  };
}

/** The list output's `branding` of a schedule: its template's branding configuration. */
export function brandingOf(template: StoredTemplate, request: Request): Branding {
  return {
    uuid: template.branding_uuid,
    company_name: template.company_name,
    brand_color: template.brand_colour,
    logo_url: assetUrl(template.logo_path, request),
    image_preview_url: assetUrl(template.preview_image_path, request),
  };
}

export function createTemplateHandlers({ store, faults }: MockServiceContext) {
  return [
    http.get(TEMPLATES_PATH, ({ request }) => {
      const failure = injectedFailure(faults, 'listTemplates');
      if (failure) return failure;
      requireAccount(request, store);
      // account_id (sent by the app's client) is accepted and ignored: one template library.
      return HttpResponse.json({
        templates: store.templates().map((template) => templateRecord(template, request)),
      });
    }),
  ];
}
