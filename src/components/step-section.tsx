import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, type ReactNode } from 'react';

/** One step of the page; with `focusOnMount`, its heading takes focus as it appears. */
export function StepSection({
  heading,
  focusOnMount = true,
  children,
}: {
  heading: string;
  focusOnMount?: boolean;
  children: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const focus = useRef(focusOnMount);

  useEffect(() => {
    if (focus.current) headingRef.current?.focus();
  }, []);

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography
        ref={headingRef}
        id={headingId}
        component="h2"
        variant="h6"
        tabIndex={-1}
        sx={{ lineHeight: 1.3 }}
      >
        {heading}
      </Typography>
      {children}
    </Paper>
  );
}
