import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { PageErrorBoundary } from '#src/components/page-error-boundary';
import { PageLoading } from '#src/components/page-loading';
import { pages, pagesFor, type PageName } from './page-chunks';
import { RequireAuth } from './require-auth';

/** The page components whose code was read before the first render (`readFirstPages`). */
const readFirst = new Map<PageName, ComponentType>();

/** React.lazy's component, or the page itself once read: lazy would suspend once even so. */
function page(name: PageName): ComponentType {
  const Lazy = lazy(pages[name] as () => Promise<{ default: ComponentType }>);
  return function Page() {
    const Read = readFirst.get(name);
    return Read ? <Read /> : <Lazy />;
  };
}

/** Reads the pages' code at `pathname` for the first render; once, before it (start-app.tsx). */
export async function readFirstPages(pathname: string, signedIn: boolean): Promise<void> {
  await Promise.all(
    pagesFor(pathname, signedIn).map(async (name) => {
      try {
        const loaded = (await pages[name]()) as { default: ComponentType };
        readFirst.set(name, loaded.default);
      } catch {
        // Left lazy: the page's error boundary shows the failure when it renders.
      }
    }),
  );
}

const SignInPage = page('signIn');
const AppLayout = page('layout');
const SitesPage = page('sites');
const ScheduleListPage = page('list');
const CreateSchedulePage = page('create');
const EditSchedulePage = page('edit');
const CopySchedulePage = page('copy');
const CopySchedulesPage = page('copyMany');
const SiteCalendarPage = page('calendar');
const SiteReportsPage = page('reports');
const BulkRecipientsPage = page('bulkRecipients');
const RecipientsAcrossSitesPage = page('recipientsAcrossSites');
const ScheduleCopiesPage = page('copies');
const NotFoundPage = page('notFound');

/* Made once: AppRoutes re-renders on every address change; the same elements let React skip. */
const routes = (
  <Routes>
    <Route path="/login" element={<SignInPage />} />
    <Route element={<RequireAuth />}>
      <Route element={<AppLayout />}>
        <Route index element={<SitesPage />} />
        <Route path="sites" element={<Navigate to="/" replace />} />
        <Route path="recipients" element={<RecipientsAcrossSitesPage />} />
        <Route path="sites/:siteId" element={<Navigate to="schedules" replace />} />
        <Route path="sites/:siteId/schedules" element={<ScheduleListPage />} />
        <Route path="sites/:siteId/schedules/new" element={<CreateSchedulePage />} />
        <Route path="sites/:siteId/schedules/copy" element={<CopySchedulesPage />} />
        <Route path="sites/:siteId/schedules/:scheduleId/edit" element={<EditSchedulePage />} />
        <Route path="sites/:siteId/schedules/:scheduleId/copy" element={<CopySchedulePage />} />
        <Route path="sites/:siteId/schedules/:scheduleId/copies" element={<ScheduleCopiesPage />} />
        <Route path="sites/:siteId/calendar" element={<SiteCalendarPage />} />
        <Route path="sites/:siteId/reports" element={<SiteReportsPage />} />
        <Route path="sites/:siteId/recipients" element={<BulkRecipientsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Route>
  </Routes>
);

export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary location={pathname}>
      <Suspense fallback={<PageLoading />}>{routes}</Suspense>
    </PageErrorBoundary>
  );
}
