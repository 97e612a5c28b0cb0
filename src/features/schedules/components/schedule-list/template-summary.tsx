import { useState } from 'react';
import type { Branding } from '#src/domain/schemas';
import { safeHexColour, safeHttpUrl } from '#src/domain/safe-values';

/**
 * The report's template and branding: a swatch of the brand colour, the logo and the company
 * name, each shown only when the service gave a usable value. Plain elements styled by
 * schedule-card-styles.ts, like the rest of the card.
 */
export function TemplateSummary({
  branding,
  templateName,
}: {
  branding: Branding | null | undefined;
  templateName: string | undefined;
}) {
  const [logoFailed, setLogoFailed] = useState(false);
  const company = branding?.company_name.trim() ?? '';
  const colour = safeHexColour(branding?.brand_color);
  const logo = logoFailed ? undefined : safeHttpUrl(branding?.logo_url);

  return (
    <div className="schedule-card__template">
      {colour ? (
        <span
          role="img"
          aria-label={`Brand colour ${colour}`}
          className="schedule-card__swatch"
          style={{ backgroundColor: colour }}
        />
      ) : null}
      {logo ? (
        <img
          src={logo}
          alt={`${company || 'Company'} logo`}
          loading="lazy"
          referrerPolicy="no-referrer"
          onError={() => setLogoFailed(true)}
          className="schedule-card__logo"
        />
      ) : null}
      <span className="schedule-card__text">
        {templateName ? <strong>{templateName}</strong> : null}
        {templateName && company ? ' · ' : null}
        {company || (templateName ? null : 'Default branding')}
      </span>
    </div>
  );
}
