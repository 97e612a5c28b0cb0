import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { PageErrorBoundary } from '#src/components/page-error-boundary';
import { PageLoading } from '#src/components/page-loading';
import { pages } from './page-chunks';
import { RequireAuth } from './require-auth';

const SignInPage = lazy(pages.signIn);
const AppLayout = lazy(pages.layout);
const SitesPage = lazy(pages.sites);
const ScheduleListPage = lazy(pages.list);
const CreateSchedulePage = lazy(pages.create);
const EditSchedulePage = lazy(pages.edit);
const CopySchedulePage = lazy(pages.copy);
const SiteCalendarPage = lazy(pages.calendar);
const SiteReportsPage = lazy(pages.reports);
const BulkRecipientsPage = lazy(pages.bulkRecipients);
const RecipientsAcrossSitesPage = lazy(pages.recipientsAcrossSites);
const ScheduleCopiesPage = lazy(pages.copies);
const NotFoundPage = lazy(pages.notFound);

/*
 * The route table, made once. AppRoutes re-renders on every change of the address, a search
 * written into it too (the lists keep their search, filter and page there); a table written
 * inside it would be new elements each time, and every route, layout and page would render
 * again with it. The same elements let React skip all but what reads the location itself.
 */
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
