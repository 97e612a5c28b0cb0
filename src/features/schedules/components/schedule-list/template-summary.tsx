import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Branding } from '../../../../domain/schemas';

const HEX_COLOUR = /^#[0-9a-f]{3,8}$/i;

/** The brand colour if it is a plain hex colour; anything else never reaches a style. */
export function safeBrandColour(colour: string | undefined): string | undefined {
  return colour && HEX_COLOUR.test(colour.trim()) ? colour.trim() : undefined;
}

/** The logo address if it is http(s); `javascript:`, `data:` and relative paths are dropped. */
export function safeLogoUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The report's template and branding: a swatch of the brand colour, the logo and the company
 * name, each shown only when the service gave a usable value.
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
    <Box
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}
    >
      {colour ? (
        <Box
          component="span"
          role="img"
          aria-label={`Brand colour ${colour}`}
          style={{ backgroundColor: colour }}
          sx={{
            display: 'inline-block',
            width: 14,
            height: 14,
            borderRadius: '50%',
            border: 1,
            borderColor: 'divider',
            flexShrink: 0,
          }}
        />
      ) : null}
      {logo ? (
        <Box
          component="img"
          src={logo}
          alt={`${company || 'Company'} logo`}
          loading="lazy"
          referrerPolicy="no-referrer"
          onError={() => setLogoFailed(true)}
          sx={{ height: 20, maxWidth: 96, objectFit: 'contain' }}
        />
      ) : null}
      <Typography variant="body2" component="span" sx={{ wordBreak: 'break-word' }}>
        {templateName ? <strong>{templateName}</strong> : null}
        {templateName && company ? ' · ' : null}
        {company || (templateName ? null : 'Default branding')}
      </Typography>
    </Box>
  );
}
