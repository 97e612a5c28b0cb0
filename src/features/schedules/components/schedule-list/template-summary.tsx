import { useState } from 'react';
import type { Branding } from '../../../../domain/schemas';

const HEX_COLOUR = /^#[0-9a-f]{3,8}$/i;

/** The brand colour if it is a plain hex colour; anything else never reaches a style. */
export function safeBrandColour(colour: string | undefined): string | undefined {
  return colour && HEX_COLOUR.test(colour.trim()) ? colour.trim() : undefined;
}

/** Checked logo addresses: parsing a URL per card on every search is slow, and few repeat. */
const logoUrls = new Map<string, string | undefined>();

/** The logo address if it is http(s); `javascript:`, `data:` and relative paths are dropped. */
export function safeLogoUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  if (logoUrls.has(url)) return logoUrls.get(url);
  let safe: string | undefined;
  try {
    const parsed = new URL(url);
    safe = parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    safe = undefined;
  }
  if (logoUrls.size >= 500) logoUrls.clear();
  logoUrls.set(url, safe);
  return safe;
}

/**
 * The report's template and branding: a swatch of the brand colour, the logo and the company
 * name, each shown only when the service gave a usable value. Plain elements styled by
 * list-styles.tsx, like the rest of the card.
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
  const colour = safeBrandColour(branding?.brand_color);
  const logo = logoFailed ? undefined : safeLogoUrl(branding?.logo_url);

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
