/** GET /site_reports/sections (site-reports-api-today.md): the same for every signed-in user. */

import { http, HttpResponse } from 'msw';
import type { SectionCatalogue } from '#src/domain/schemas';
import { requireUser } from '#src/mock-service/auth';
import type { MockServiceContext } from '#src/mock-service/context';
import { injectedFailure } from '#src/mock-service/faults';
import { SECTION_CATALOGUE } from '#src/mock-service/section-catalogue';

const SECTIONS_PATH = '*/v1/site_reports/sections';

export function createSectionHandlers({ store, faults }: MockServiceContext) {
  return [
    http.get(SECTIONS_PATH, ({ request }) => {
      const failure = injectedFailure(faults, 'listSections');
      if (failure) return failure;
      requireUser(request, store);
      const body: SectionCatalogue = {
        name: 'siteReport',
        resource_type: 'site',
        sections: SECTION_CATALOGUE.map(({ image_path, ...section }) => ({
          ...section,
          // On the origin the request came to, as the templates' images are.
          image_url: new URL(image_path, request.url).href,
          footer_url: 'https://my.wpengine.com/installs/{install_name}',
        })),
      };
      return HttpResponse.json(body);
    }),
  ];
}
