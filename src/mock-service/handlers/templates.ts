/**
 * GET /site_reports/templates?account_id=… (required, site-reports-api-today.md). The spec leaves
 * the record out; the mock follows the service's public documentation.
 */
import { http, HttpResponse } from 'msw';
import { UuidSchema, type Branding, type Template } from '#src/domain/schemas';
import { requireAccountMembership, requireUser } from '#src/mock-service/auth';
import type { MockServiceContext } from '#src/mock-service/context';
import { injectedFailure } from '#src/mock-service/faults';
import type { StoredTemplate } from '#src/mock-service/model';
import { badRequest } from '#src/mock-service/responses';
import { fieldError, invalidUuidError } from '#src/mock-service/validation';

const TEMPLATES_PATH = '*/v1/site_reports/templates';
const RESOURCE = 'template';

/** Absolute on the origin the request came to. */
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

/** A schedule's `branding` in the list output: its template's. */

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
      const user = requireUser(request, store);

      const accountParam = new URL(request.url).searchParams.get('account_id');
      if (!accountParam) {
        return badRequest('account_id is required.', [
          fieldError(
            'account_id',
            'invalid_value',
            'missing_field',
            'account_id is required: templates belong to an account (see GET /accounts)',
            RESOURCE,
          ),
        ]);
      }
      const parsed = UuidSchema.safeParse(accountParam);
      if (!parsed.success) {
        return badRequest('account_id is not valid.', [
          invalidUuidError('account_id', parsed.error, RESOURCE),
        ]);
      }
      requireAccountMembership(user, parsed.data, store);
      return HttpResponse.json({
        templates: store
          .templates(parsed.data)
          .map((template) => templateRecord(template, request)),
      });
    }),
  ];
}
