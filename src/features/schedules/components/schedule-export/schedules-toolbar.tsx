import Box from '@mui/material/Box';
import { Alert } from '#src/components/alert';
import { ButtonLink } from '#src/components/button';
import { visuallyHidden } from '#src/components/visually-hidden';
import { bulkRecipientsPath } from '#src/features/schedules/schedule-paths';
import { ExportMenu } from './export-menu';
import type { ExportNotice, ExportRequest } from './export-files';

/** Site-wide actions: "Export" and, for an account that may write, "Replace or remove a recipient". */
export function SchedulesToolbar({
  siteId,
  canChangeRecipients,
  busy,
  onExport,
}: {
  siteId: string;
  canChangeRecipients: boolean;
  busy: boolean;
  onExport: (request: ExportRequest) => void;
}) {
  return (
    <>
      <ExportMenu
        busy={busy}
        items={[
          {
            label: 'Calendar file (.ics) of all schedules',
            onSelect: () => onExport({ kind: 'site-calendar' }),
          },
          {
            label: 'Spreadsheet (.csv) of all schedules',
            onSelect: () => onExport({ kind: 'site-spreadsheet' }),
          },
        ]}
      />
      {canChangeRecipients ? (
        <ButtonLink to={bulkRecipientsPath(siteId)} size="small">
          Replace or remove a recipient
        </ButtonLink>
      ) : null}
    </>
  );
}

/** An export's outcome in an always-present live region, so screen readers hear each one. */
export function ExportStatus({
  notice,
  onDismiss,
}: {
  notice: ExportNotice | undefined;
  onDismiss: () => void;
}) {
  const shown = notice !== undefined && notice.severity !== 'success';
  return (
    <Box role="status" sx={shown ? undefined : visuallyHidden}>
      {shown ? (
        <Alert role="none" severity={notice.severity} onClose={onDismiss}>
          {notice.text}
        </Alert>
      ) : (
        notice?.text
      )}
    </Box>
  );
}
