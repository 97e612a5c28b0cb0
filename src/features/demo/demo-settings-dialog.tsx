import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { DemoController } from '#src/lib/demo';
import type { FaultOperation, FaultSettings, FaultStatus } from '#src/lib/demo-faults';
import { Button } from '#src/components/button';

const OPERATIONS: { value: FaultOperation; label: string }[] = [
  { value: 'all', label: 'Every request' },
  { value: 'listSchedules', label: 'List schedules' },
  { value: 'createSchedule', label: 'Create schedule' },
  { value: 'updateSchedule', label: 'Update schedule' },
  { value: 'deleteSchedule', label: 'Delete schedule' },
  { value: 'listReports', label: 'List sent reports' },
  { value: 'listTemplates', label: 'List templates' },
  { value: 'getUser', label: 'Get user' },
  { value: 'listAccounts', label: 'List accounts' },
  { value: 'listSites', label: 'List sites' },
  { value: 'getSite', label: 'Get site' },
];

const STATUSES: { value: FaultStatus | 0; label: string }[] = [
  { value: 0, label: 'No failure' },
  { value: 429, label: '429 Too many requests' },
  { value: 500, label: '500 Internal server error' },
  { value: 502, label: '502 Invalid upstream response' },
  { value: 503, label: '503 Service unavailable' },
];

/** Lets a demo user see how the app copes with a slow or failing service. */
export default function DemoSettingsDialog({
  demo,
  open,
  onClose,
}: {
  demo: DemoController;
  open: boolean;
  onClose: () => void;
}) {
  const current = demo.getFaults();
  const [firstOperation, firstFailure] = (Object.entries(current.failures)[0] ?? [
    'all',
    undefined,
  ]) as [FaultOperation, FaultSettings['failures'][FaultOperation]];
  const [latencyMs, setLatencyMs] = useState(String(current.latencyMs));
  const [operation, setOperation] = useState<FaultOperation>(firstOperation);
  const [status, setStatus] = useState<FaultStatus | 0>(firstFailure?.status ?? 0);
  const [times, setTimes] = useState(
    firstFailure?.remaining === undefined ? '' : String(firstFailure.remaining),
  );
  const [retryAfter, setRetryAfter] = useState(String(firstFailure?.retryAfterSeconds ?? 5));

  function handleSave() {
    const latency = Math.max(0, Math.min(60_000, Number(latencyMs) || 0));
    const remaining = times.trim() === '' ? undefined : Math.max(1, Math.floor(Number(times)) || 1);
    demo.setFaults({
      latencyMs: latency,
      failures:
        status === 0
          ? {}
          : {
              [operation]: {
                status,
                ...(remaining === undefined ? {} : { remaining }),
                ...(status === 429
                  ? { retryAfterSeconds: Math.max(1, Number(retryAfter) || 5) }
                  : {}),
              },
            },
    });
    onClose();
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="demo-settings-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="demo-settings-title">Demo settings</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Make the demo service slow or failing, to see how the app responds.
        </DialogContentText>
        <Stack spacing={2}>
          <TextField
            label="Added latency (ms)"
            type="number"
            value={latencyMs}
            onChange={(event) => setLatencyMs(event.target.value)}
            slotProps={{ htmlInput: { min: 0, max: 60000, step: 100 } }}
          />
          <TextField
            select
            label="Failure"
            value={status}
            onChange={(event) => setStatus(Number(event.target.value) as FaultStatus | 0)}
          >
            {STATUSES.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Failing operation"
            value={operation}
            disabled={status === 0}
            onChange={(event) => setOperation(event.target.value as FaultOperation)}
          >
            {OPERATIONS.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Number of failures (empty: until cleared)"
            type="number"
            value={times}
            disabled={status === 0}
            onChange={(event) => setTimes(event.target.value)}
            slotProps={{ htmlInput: { min: 1 } }}
          />
          {status === 429 ? (
            <TextField
              label="Retry-After (seconds)"
              type="number"
              value={retryAfter}
              onChange={(event) => setRetryAfter(event.target.value)}
              slotProps={{ htmlInput: { min: 1, max: 300 } }}
            />
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={handleSave}>
          Apply
        </Button>
      </DialogActions>
    </Dialog>
  );
}
