import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { DemoController } from '#src/lib/demo/demo';
import { Button } from '#src/components/button';
import { Alert } from '#src/components/alert';

/** The settings read the mock service's fault switches: the dialog waits for it to run. */
function loadSettingsDialog(demo: DemoController) {
  return Promise.all([import('./demo-settings-dialog'), demo.whenReady()]).then(
    ([module]) => module,
  );
}

/** Says plainly that this is a demo whose data lives in this browser, and offers a reset. */
export function DemoBanner({ demo }: { demo: DemoController }) {
  const queryClient = useQueryClient();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [resetDone, setResetDone] = useState(false);

  const [DemoSettingsDialog] = useState(() => lazy(() => loadSettingsDialog(demo)));

  async function handleReset() {
    await demo.whenReady();
    // The worker answers once the seed is back and saved: only then is a refetch worth it.
    await demo.resetData();
    setResetDone(true);
    void queryClient.invalidateQueries();
  }

  return (
    <Alert
      severity="info"
      square
      // One line where it fits, so the page starts high; on a phone the buttons go below.
      sx={{
        flexWrap: 'wrap',
        alignItems: 'center',
        py: 0,
        '& .alert__icon': { py: 0 },
        '& .alert__message': { py: 1 },
        '& .alert__action': {
          alignItems: 'center',
          pt: 0,
          pb: { xs: 0.5, sm: 0 },
          ml: { xs: 0, sm: 'auto' },
          pl: { xs: 0, sm: 2 },
        },
      }}
      role="region"
      aria-label="Demo mode"
      action={
        <Stack direction="row" spacing={1}>
          <Button color="inherit" size="small" onClick={() => void handleReset()}>
            Reset demo data
          </Button>
          <Button color="inherit" size="small" onClick={() => setSettingsOpen(true)}>
            Demo settings
          </Button>
        </Stack>
      }
    >
      Demo mode: data is kept in this browser.
      <span role="status">{resetDone ? ' Demo data has been reset.' : ''}</span>
      {settingsOpen ? (
        <Suspense fallback={null}>
          <DemoSettingsDialog demo={demo} open onClose={() => setSettingsOpen(false)} />
        </Suspense>
      ) : null}
    </Alert>
  );
}
