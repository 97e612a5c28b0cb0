import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { visuallyHidden } from '#src/components/visually-hidden';

/** How long the runs must stay the same before they are announced: typing "31" says it once. */
const SETTLE_MS = 1000;

/** One polite announcement of changed upcoming runs once settled; none for the opening or same runs. */
export function UpcomingRunsStatus({ summary }: { summary: string }) {
  const [announced, setAnnounced] = useState('');
  // What the region last said, or the runs it opened with.
  const said = useRef(summary);
  useEffect(() => {
    if (summary === said.current) return;
    const timer = setTimeout(() => {
      said.current = summary;
      setAnnounced(summary);
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [summary]);
  return (
    <Box role="status" sx={visuallyHidden}>
      {announced}
    </Box>
  );
}
