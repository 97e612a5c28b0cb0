import { useEffect, useState } from 'react';
import { Button } from './button';
import Box from '@mui/material/Box';

/** Copies `text`, then says "Copied" (announced), or what to do where the browser refuses. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);

  useEffect(() => {
    if (outcome !== 'copied') return;
    const timer = setTimeout(() => setOutcome(null), 2_000);
    return () => clearTimeout(timer);
  }, [outcome]);

  function copy() {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) return setOutcome('failed');
    clipboard.writeText(text).then(
      () => setOutcome('copied'),
      () => setOutcome('failed'),
    );
  }

  return (
    <>
      <Button
        size="small"
        variant="text"
        onClick={copy}
        aria-label={label}
        sx={{ minHeight: 28, py: 0, px: 1 }}
      >
        Copy
      </Button>
      {/* A live region rather than a status: the page's own status line stays the one. */}
      <Box component="span" aria-live="polite" sx={{ typography: 'body2' }}>
        {outcome === 'copied'
          ? 'Copied'
          : outcome === 'failed'
            ? 'Could not copy: select the ID and copy it by hand.'
            : ''}
      </Box>
    </>
  );
}
