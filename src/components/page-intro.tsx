import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Close under the heading, within the Stack that spaces the page's parts further apart. */
const INTRO_SX = { maxWidth: '70ch', mt: '8px !important' } as const;

/** A line or two under the heading on what the page does. */
export function PageIntro({ children }: { children: ReactNode }) {
  return (
    <Typography color="text.secondary" sx={INTRO_SX}>
      {children}
    </Typography>
  );
}
