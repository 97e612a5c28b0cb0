import Stack from '@mui/material/Stack';
import type { SiteSchedulesProps } from '#src/features/schedules/components/site-schedules/site-schedules';
import { SiteSchedulesHeading } from '#src/features/schedules/components/site-schedules/site-schedules-heading';
import { useSiteSchedules } from '#src/features/schedules/components/site-schedules/use-site-schedules';
import { useCalendarZones } from '#src/lib/session/use-calendar-zones';
import { CalendarMonthView } from './calendar-month-view';
import { CalendarStyles } from './calendar-styles';

/** One site's run calendar, its states shown with the list's pieces (site-schedules.tsx). */
export function SiteCalendar(props: SiteSchedulesProps) {
  return (
    <>
      {/* The calendar's stylesheet goes in while the schedules load, not when they arrive. */}
      <CalendarStyles />
      {/* A new site starts afresh: its own query, no message meant for another site. */}
      <CalendarOfSite key={props.siteId.toLowerCase()} {...props} />
    </>
  );
}

function CalendarOfSite({ siteId, siteName, onLoaded, renderNotFound }: SiteSchedulesProps) {
  const zones = useCalendarZones();
  const { schedules, notFound, access, placeholder, notices } = useSiteSchedules(
    siteId,
    siteName,
    onLoaded,
  );
  if (notFound !== undefined) return renderNotFound(notFound);

  return (
    <Stack spacing={2}>
      <SiteSchedulesHeading
        siteId={siteId}
        siteName={siteName}
        access={access}
        view="calendar"
        heading="Run calendar"
        pageTitle="Calendar"
      />
      {notices}
      {schedules ? (
        <CalendarMonthView schedules={schedules} siteId={siteId} zones={zones} />
      ) : (
        placeholder
      )}
    </Stack>
  );
}
