import { useQuery } from '@tanstack/react-query';
import type { TemplateListResponse } from '#src/domain/schemas';
import { useTemplateQueryOptions } from '#src/features/schedules/api/get-templates';

function templateNamesById(data: TemplateListResponse): ReadonlyMap<string, string> {
  return new Map(
    data.templates.map((template) => [template.template_uuid, template.template_name]),
  );
}

/** Template names by uuid for the list; a nicety, so a failed request just leaves them out. */
export function useTemplateNames(): ReadonlyMap<string, string> | undefined {
  return useQuery({ ...useTemplateQueryOptions(), select: templateNamesById }).data;
}
