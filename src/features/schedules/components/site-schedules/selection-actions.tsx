import { Button, ButtonLink } from '#src/components/button';
import { formatCount } from '#src/domain/format';
import type { Schedule } from '#src/domain/schemas';
import { ExportMenu } from '#src/features/schedules/components/schedule-export/export-menu';
import type { ExportRequest } from '#src/features/schedules/components/schedule-export/export-files';
import {
  bulkRecipientsPath,
  copySchedulesPath,
  selectedSchedulesState,
} from '#src/features/schedules/schedule-paths';

/**
 * What the selection bar offers: Export N to anyone who may read; Change a recipient on N, Copy N
 * to other sites and Delete N to an account that may write. The pages about several schedules get
 * the selection in the router's state (schedule-paths.ts).
 */
export function SelectionActions({
  siteId,
  selected,
  canWrite,
  exportBusy,
  onExport,
  onDelete,
}: {
  siteId: string;
  selected: readonly Schedule[];
  canWrite: boolean;
  exportBusy: boolean;
  onExport: (request: ExportRequest) => void;
  onDelete: () => void;
}) {
  const count = formatCount(selected.length);
  const uuids = selected.map(({ uuid }) => uuid);
  const state = selectedSchedulesState(uuids);
  return (
    <>
      <ExportMenu
        label={`Export ${count}`}
        opensUpward
        busy={exportBusy}
        items={[
          {
            label: `Spreadsheet (.csv) of the ${count} selected`,
            onSelect: () => onExport({ kind: 'selection-spreadsheet', uuids }),
          },
          {
            label: `Calendar file (.ics) of the ${count} selected`,
            onSelect: () => onExport({ kind: 'selection-calendar', uuids }),
          },
        ]}
      />
      {canWrite ? (
        <>
          <ButtonLink to={bulkRecipientsPath(siteId)} state={state} variant="outlined" size="small">
            {`Change a recipient on ${count}`}
          </ButtonLink>
          <ButtonLink to={copySchedulesPath(siteId)} state={state} variant="outlined" size="small">
            {`Copy ${count} to other sites`}
          </ButtonLink>
          <Button variant="outlined" color="error" size="small" onClick={onDelete}>
            {`Delete ${count}`}
          </Button>
        </>
      ) : null}
    </>
  );
}
