import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Alert } from '#src/components/alert';
import { Breadcrumbs } from '#src/components/breadcrumbs';
import { PageHeading } from '#src/components/page-heading';
import { PageLoading } from '#src/components/page-loading';
import { QueryRetryNotice } from '#src/components/query-retry-notice';
import { useSchedules } from '#src/features/schedules/api/get-schedules';
import { useSiteAccess } from '#src/features/schedules/api/get-site-access';
import { useTemplates } from '#src/features/schedules/api/get-templates';
import { templateChoiceFrom } from '#src/features/schedules/components/schedule-form/template-field';
import { ReadOnlyPage } from '#src/features/schedules/components/site-schedules/read-only-page';
import { siteLabel, siteTrail } from '#src/features/schedules/components/site-schedules/site-trail';
import { useCalendarZones } from '#src/features/schedules/use-calendar-zones';
import { CreateScheduleForm } from './create-schedule-form';

const HEADING = 'New schedule';

/**
 * The "New schedule" page of a site: the form once the templates are in, and, when
 * `duplicateId` names a schedule, once that schedule is in too, to start from a copy of it. An
 * account known to be read-only on the site is told so instead of being given a form.
 */
export function CreateSchedule({
  siteId,
  siteName,
  duplicateId,
  autoRestore,
}: {
  siteId: string;
  /** A human name for the site, when one is known. */
  siteName: string | undefined;
  duplicateId: string | null;
  /** Restore the saved draft without asking. */
  autoRestore: boolean;
}) {
  const zones = useCalendarZones();
  const access = useSiteAccess(siteId);
  // A create refused with a 403 makes the site read-only: its message stays in the form.
  const [sent, setSent] = useState(false);
  const templatesQuery = useTemplates();
  // A copy starts from the list's data: there is no single-schedule GET.
  const listQuery = useSchedules(siteId, { enabled: !!duplicateId });

  const waitingForSource = !!duplicateId && listQuery.isPending;
  const loading = templatesQuery.isPending || waitingForSource;
  const source = duplicateId
    ? listQuery.data?.schedules.find(
        (schedule) => schedule.uuid.toLowerCase() === duplicateId.toLowerCase(),
      )
    : undefined;
  const documentTitle = [HEADING, siteLabel(siteId, siteName)];
  const trail = siteTrail(siteId, siteName, HEADING);

  if (access.kind === 'read-only' && !sent) {
    return (
      <ReadOnlyPage
        siteId={siteId}
        heading={HEADING}
        documentTitle={documentTitle}
        trail={trail}
        reason={access.reason}
      />
    );
  }

  return (
    <Stack spacing={3}>
      <Breadcrumbs trail={trail} />
      <PageHeading documentTitle={documentTitle}>{HEADING}</PageHeading>
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
          {duplicateId && !source ? (
            <Alert severity="info">
              The schedule to copy was not found: it may no longer be active. The form starts empty
              instead.
            </Alert>
          ) : null}
          {source ? (
            <Typography color="text.secondary">
              Starting from a copy of “{source.title}”. Nothing is saved until you create it.
            </Typography>
          ) : null}
          <CreateScheduleForm
            siteId={siteId}
            zones={zones}
            templates={templateChoiceFrom(templatesQuery)}
            source={source}
            autoRestore={autoRestore}
            onSend={() => setSent(true)}
          />
        </>
      )}
    </Stack>
  );
}
