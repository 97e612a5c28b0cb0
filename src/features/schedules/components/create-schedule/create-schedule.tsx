import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '#src/components/alert';
import { PageLoading } from '#src/components/page-loading';
import { QueryRetryNotice } from '#src/components/query-retry-notice';
import { SitePage } from '#src/components/site-page';
import { deletedSchedule } from '#src/features/schedules/api/deleted-schedules';
import { useSchedules } from '#src/features/schedules/api/get-schedules';
import { useSiteAccess } from '#src/features/schedules/api/get-site-access';
import { useTemplates } from '#src/features/schedules/api/get-templates';
import { templateChoiceFrom } from '#src/features/schedules/components/schedule-form/template-field';
import { ReadOnlyPage } from '#src/features/schedules/components/site-schedules/read-only-page';
import { siteLabel, siteTrail } from '#src/features/schedules/components/site-schedules/site-trail';
import { useCalendarZones } from '#src/lib/session/use-calendar-zones';
import { CreateScheduleForm } from './create-schedule-form';

const HEADING = 'New schedule';

/** "New schedule": blank, a copy (`duplicateId`) or a deleted one (`recreateId`); read-only: told so. */
export function CreateSchedule({
  siteId,
  siteName,
  duplicateId,
  recreateId = null,
  autoRestore,
}: {
  siteId: string;
  siteName: string | undefined;
  duplicateId: string | null;
  /** "Create it again": a schedule deleted in this session. */
  recreateId?: string | null;
  autoRestore: boolean;
}) {
  const zones = useCalendarZones();
  const access = useSiteAccess(siteId);
  // A create refused with a 403 makes the site read-only: its message stays in the form.
  const [sent, setSent] = useState(false);
  const templatesQuery = useTemplates();
  const queryClient = useQueryClient();
  const [deleted] = useState(() =>
    recreateId ? deletedSchedule(queryClient, recreateId) : undefined,
  );
  // A copy starts from the list's data: there is no single-schedule GET.
  const listQuery = useSchedules(siteId, { enabled: !!duplicateId });

  const waitingForSource = !!duplicateId && listQuery.isPending;
  const loading = templatesQuery.isPending || waitingForSource;
  const source =
    deleted ??
    (duplicateId
      ? listQuery.data?.schedules.find(
          (schedule) => schedule.uuid.toLowerCase() === duplicateId.toLowerCase(),
        )
      : undefined);
  const documentTitle = [HEADING, siteLabel(siteId, siteName)];
  const trail = siteTrail(siteId, siteName, HEADING);
  const frame = { siteId, siteName, heading: HEADING, documentTitle, trail };

  if (access.kind === 'read-only' && !sent) {
    return <ReadOnlyPage {...frame} reason={access.reason} />;
  }

  return (
    <SitePage {...frame}>
      {loading ? (
        <>
          <QueryRetryNotice
            failureReason={templatesQuery.failureReason ?? listQuery.failureReason}
            failureCount={Math.max(templatesQuery.failureCount, listQuery.failureCount)}
          />
          <PageLoading
            label={waitingForSource ? 'Loading the schedule to copy…' : 'Loading templates…'}
          />
        </>
      ) : (
        <>
          {recreateId && !deleted ? (
            <Alert severity="info">
              The deleted schedule is no longer at hand (it is kept until you reload the page or
              sign out). The form starts empty instead.
            </Alert>
          ) : duplicateId && !source ? (
            <Alert severity="info">
              The schedule to copy was not found: it may no longer be active. The form starts empty
              instead.
            </Alert>
          ) : null}
          {deleted ? (
            <Typography color="text.secondary">
              Starting from “{deleted.title}”, the schedule you deleted, with its first run moved to
              the next one to come. Nothing is saved until you create it.
            </Typography>
          ) : source ? (
            <Typography color="text.secondary">
              Starting from a copy of “{source.title}”. Nothing is saved until you create it.
            </Typography>
          ) : null}
          <CreateScheduleForm
            siteId={siteId}
            zones={zones}
            templates={templateChoiceFrom(templatesQuery)}
            source={source}
            recreate={deleted !== undefined}
            autoRestore={autoRestore}
            onSend={() => setSent(true)}
          />
        </>
      )}
    </SitePage>
  );
}
