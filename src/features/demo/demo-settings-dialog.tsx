import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { DemoController } from '#src/lib/demo/demo';
import type { FaultOperation, FaultSettings, FaultStatus } from '#src/lib/demo/demo-faults';
import {
  DEMO_MISSED_RUN_RATES,
  DEMO_SITE_COUNTS,
  type DemoMissedRunRate,
  type DemoSiteCount,
} from '#src/lib/demo/demo-sites';
import { Button } from '#src/components/button';

const OPERATIONS: { value: FaultOperation; label: string }[] = [
  { value: 'all', label: 'Every request' },
  { value: 'listSchedules', label: 'List schedules' },
  { value: 'createSchedule', label: 'Create schedule' },
  { value: 'updateSchedule', label: 'Update schedule' },
  { value: 'deleteSchedule', label: 'Delete schedule' },
  { value: 'listReports', label: 'List sent reports' },
  { value: 'listTemplates', label: 'List templates' },
  { value: 'listSections', label: 'List sections' },
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

const SITE_COUNT_LABELS: Record<DemoSiteCount, string> = {
  20: '20',
  260: '260 (default)',
  1000: '1,000',
};

const MISSED_RUN_RATE_LABELS: Record<DemoMissedRunRate, string> = {
  0: 'None (default)',
  0.05: '1 in 20',
  0.2: '1 in 5',
};

/** The fault settings the fields say, as typed: out-of-range numbers brought into range. */
function faultsOf(fields: {
  latencyMs: string;
  status: FaultStatus | 0;
  operation: FaultOperation;
  times: string;
  retryAfter: string;
}): FaultSettings {
  const { status, operation, times } = fields;
  const latency = Math.max(0, Math.min(60_000, Number(fields.latencyMs) || 0));
  const remaining = times.trim() === '' ? undefined : Math.max(1, Math.floor(Number(times)) || 1);
  return {
    latencyMs: latency,
    failures:
      status === 0
        ? {}
        : {
            [operation]: {
              status,
              ...(remaining === undefined ? {} : { remaining }),
              ...(status === 429
                ? { retryAfterSeconds: Math.max(1, Number(fields.retryAfter) || 5) }
                : {}),
            },
          },
  };
}

/** A setting the demo starts with; a change restarts the demo, and the help says so first. */
function StartSettingField<T extends number>({
  label,
  choices,
  labels,
  helperText,
  value,
  onChange,
}: {
  label: string;
  choices: readonly T[];
  labels: Record<T, string>;
  helperText: string;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(Number(event.target.value) as T)}
      helperText={helperText}
    >
      {choices.map((choice) => (
        <MenuItem key={choice} value={choice}>
          {labels[choice]}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** How to restart the demo for a new size or rate (both: one reload), or undefined. */
function startSettingsChange(
  demo: DemoController,
  siteCount: DemoSiteCount,
  missedRunRate: DemoMissedRunRate,
): (() => Promise<void>) | undefined {
  const newSize = siteCount !== demo.getSiteCount();
  const newRate = missedRunRate !== demo.getMissedRunRate();
  if (!newSize && !newRate) return undefined;
  return async () => {
    if (!newSize) return demo.changeMissedRunRate(missedRunRate);
    if (newRate) demo.keepMissedRunRate(missedRunRate);
    await demo.changeSiteCount(siteCount);
  };
}

function StartSettingsFields({
  siteCount,
  onSiteCount,
  missedRunRate,
  onMissedRunRate,
}: {
  siteCount: DemoSiteCount;
  onSiteCount: (count: DemoSiteCount) => void;
  missedRunRate: DemoMissedRunRate;
  onMissedRunRate: (rate: DemoMissedRunRate) => void;
}) {
  return (
    <>
      <StartSettingField
        label="Sites in the demo"
        choices={DEMO_SITE_COUNTS}
        labels={SITE_COUNT_LABELS}
        helperText="With 20, every site’s reports are counted in seconds; 1,000 shows how the app copes with a large portfolio. A change resets the demo data and reloads the page."
        value={siteCount}
        onChange={onSiteCount}
      />
      <StartSettingField
        label="Runs that produce no report"
        choices={DEMO_MISSED_RUN_RATES}
        labels={MISSED_RUN_RATE_LABELS}
        helperText="Besides the demo’s few stopped schedules, the same runs every time. A change reloads the page."
        value={missedRunRate}
        onChange={onMissedRunRate}
      />
    </>
  );
}

/** Lets a demo user see how the app copes with a slow or failing service, or another size. */
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
  const [siteCount, setSiteCount] = useState<DemoSiteCount>(() => demo.getSiteCount());
  const [missedRunRate, setMissedRunRate] = useState(() => demo.getMissedRunRate());
  const [restarting, setRestarting] = useState(false);

  async function handleSave() {
    demo.setFaults(faultsOf({ latencyMs, status, operation, times, retryAfter }));
    const restart = startSettingsChange(demo, siteCount, missedRunRate);
    if (!restart) return onClose();
    // The dialog stays, its buttons off, until the page reloads.
    setRestarting(true);
    await restart();
  }

  return (
    <Dialog
      open={open}
      onClose={restarting ? undefined : onClose}
      aria-labelledby="demo-settings-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="demo-settings-title">Demo settings</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Make the demo service slow or failing, to see how the app responds, change the size of its
          portfolio, or have some runs produce no report.
        </DialogContentText>
        <Stack spacing={2}>
          <StartSettingsFields
            siteCount={siteCount}
            onSiteCount={setSiteCount}
            missedRunRate={missedRunRate}
            onMissedRunRate={setMissedRunRate}
          />
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
        <Button onClick={onClose} disabled={restarting}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void handleSave()} loading={restarting}>
          {restarting ? 'Resetting and reloading' : 'Apply'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
