import type { Branding } from '#src/domain/schemas';

/** The template's name, else its company's, else 'Default branding'. */
export function templateLabel(
  branding: Branding | null | undefined,
  templateName: string | undefined,
): string {
  return templateName || branding?.company_name.trim() || 'Default branding';
}

/** The template's name with its company's in the tooltip: 'Monthly client report · Acme Marketing'. */
function templateInFull(branding: Branding | null | undefined, templateName: string | undefined) {
  const company = branding?.company_name.trim() ?? '';
  return templateName && company
    ? `${templateName} · ${company}`
    : templateLabel(branding, templateName);
}

/**
 * The template's name, cut only past its column's typical width. No logo: at a line's height it
 * could not be read, and its name says which template it is.
 */
export function TemplateSummary({
  branding,
  templateName,
}: {
  branding: Branding | null | undefined;
  templateName: string | undefined;
}) {
  return (
    <div className="data-clip" title={templateInFull(branding, templateName)}>
      {templateLabel(branding, templateName)}
    </div>
  );
}
