import { Fragment, type ReactNode } from 'react';
import { useParams } from 'react-router';
import type { Crumb } from '#src/components/breadcrumbs';
import { NotFound } from '#src/components/not-found';
import { isUuid } from '#src/domain/ids';
import { siteLabel, siteTrail } from '#src/features/schedules/components/site-schedules/site-trail';
import { SiteRoute } from './site-route';

const NOT_ACTIVE_MESSAGE = 'This schedule does not exist or is no longer active.';

/** What a page about one schedule and other sites gets from its address. */
export interface SchedulePageProps {
  siteId: string;
  siteName: string | undefined;
  scheduleId: string;
  trail: readonly Crumb[];
  documentTitle: readonly string[];
}

/**
 * `/sites/:siteId/schedules/:scheduleId/…` for a page headed `heading` (a roll-out, a schedule's
 * copies): a schedule or site ID that is not a UUID is "not active"; the page is keyed by both,
 * so another schedule's address starts it afresh.
 */
export function ScheduleSiteRoute({
  heading,
  children,
}: {
  heading: string;
  children: (props: SchedulePageProps) => ReactNode;
}) {
  const { scheduleId = '' } = useParams();
  if (!isUuid(scheduleId)) return <NotFound message={NOT_ACTIVE_MESSAGE} />;
  return (
    <SiteRoute invalidMessage={() => NOT_ACTIVE_MESSAGE}>
      {({ siteId, siteName }) => (
        <Fragment key={`${siteId}/${scheduleId}`.toLowerCase()}>
          {children({
            siteId,
            siteName,
            scheduleId: scheduleId.trim(),
            trail: siteTrail(siteId, siteName, heading),
            documentTitle: [heading, siteLabel(siteId, siteName)],
          })}
        </Fragment>
      )}
    </SiteRoute>
  );
}
