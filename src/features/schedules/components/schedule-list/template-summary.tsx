import type { Branding } from '#src/domain/schemas';

/** 'Monthly client report', else the company ('Acme Marketing'), else 'Default branding'. */
export function templateLabel(
  branding: Branding | null | undefined,
  templateName: string | undefined,
): string {
  return templateName || branding?.company_name.trim() || 'Default branding';
}

/**
 * The report's template: the brand's logo, drawn whole in a small box, and the template's name
 * (the company's when the name is unknown). A narrow column cuts the name short; its title
 * holds the template and company in full. Plain elements styled by schedule-table-styles.ts:
 * the logo is BrandLogo's look in a class, as a styled component would serialise its styles
 * again in every row on every render.
 */
export function TemplateSummary({
  branding,
  templateName,
  logoUrl,
}: {
  branding: Branding | null | undefined;
  templateName: string | undefined;
  /** The logo's URL, already checked to be http(s) (scheduleDisplay's `logoUrl`). */
  logoUrl: string | undefined;
}) {
  const company = branding?.company_name.trim() ?? '';
  const label = templateLabel(branding, templateName);
  const full = templateName && company ? `${templateName} · ${company}` : label;
  return (
    <div className="schedule-template">
      {logoUrl ? (
        <img
          className="schedule-template__logo"
          src={logoUrl}
          alt={`${company || 'Company'} logo`}
          width={48}
          height={20}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <span className="data-clip" title={full}>
        {label}
      </span>
    </div>
  );
}
