import type { Branding } from '#src/domain/schemas';

/** The template's name, else its company's, else 'Default branding'. */
export function templateLabel(
  branding: Branding | null | undefined,
  templateName: string | undefined,
): string {
  return templateName || branding?.company_name.trim() || 'Default branding';
}

/** The template's logo and name; the logo's look is a class, not serialised again in every row. */
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
