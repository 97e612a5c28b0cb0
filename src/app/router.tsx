import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { PageErrorBoundary } from '#src/components/page-error-boundary';
import { PageLoading } from '#src/components/page-loading';
import { RequireAuth } from './require-auth';

// Every page is its own chunk: the sign-in page does not pay for the schedule form.
const pages = {
  signIn: () => import('./routes/sign-in'),
  layout: () => import('./routes/app-layout'),
  sites: () => import('./routes/sites'),
  list: () => import('./routes/schedule-list'),
  create: () => import('./routes/create-schedule'),
  edit: () => import('./routes/edit-schedule'),
  copy: () => import('./routes/copy-schedule'),
  calendar: () => import('./routes/site-calendar'),
  reports: () => import('./routes/site-reports'),
  bulkRecipients: () => import('./routes/bulk-recipients'),
  notFound: () => import('./routes/not-found'),
};

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
const NotFoundPage = lazy(pages.notFound);

/**
 * Fetches the code of the page at `pathname` at start-up, alongside config.json. The first render
 * waits for it (src/main.tsx), so the prerendered shell gives way to the page itself and not to a
 * spinner waiting for its chunk. Mirrors the routes below. Never rejects: a failure shows when the
 * page itself is rendered (PageErrorBoundary).
 */
export function preloadPage(pathname: string, signedIn: boolean): Promise<void> {
  const load = (...chunks: (() => Promise<unknown>)[]) =>
    Promise.all(chunks.map((chunk) => chunk())).then(
      () => {},
      () => {},
    );
  if (pathname === '/login' || !signedIn) return load(pages.signIn);
  if (pathname === '/') return load(pages.layout, pages.sites);
  if (/^\/sites\/[^/]+\/schedules\/new\/?$/.test(pathname)) return load(pages.layout, pages.create);
  if (/^\/sites\/[^/]+\/schedules\/[^/]+\/edit\/?$/.test(pathname))
    return load(pages.layout, pages.edit);
  if (/^\/sites\/[^/]+\/schedules\/[^/]+\/copy\/?$/.test(pathname))
    return load(pages.layout, pages.copy);
  if (/^\/sites\/[^/]+\/calendar\/?$/.test(pathname)) return load(pages.layout, pages.calendar);
  if (/^\/sites\/[^/]+\/reports\/?$/.test(pathname)) return load(pages.layout, pages.reports);
  if (/^\/sites\/[^/]+\/recipients\/?$/.test(pathname))
    return load(pages.layout, pages.bulkRecipients);
  if (/^\/sites\/[^/]+(\/schedules)?\/?$/.test(pathname)) return load(pages.layout, pages.list);
  return load(pages.layout);
}

export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary location={pathname}>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route path="/login" element={<SignInPage />} />
          <Route element={<RequireAuth />}>
            <Route element={<AppLayout />}>
              <Route index element={<SitesPage />} />
              <Route path="sites" element={<Navigate to="/" replace />} />
              <Route path="sites/:siteId" element={<Navigate to="schedules" replace />} />
              <Route path="sites/:siteId/schedules" element={<ScheduleListPage />} />
              <Route path="sites/:siteId/schedules/new" element={<CreateSchedulePage />} />
              <Route
                path="sites/:siteId/schedules/:scheduleId/edit"
                element={<EditSchedulePage />}
              />
              <Route
                path="sites/:siteId/schedules/:scheduleId/copy"
                element={<CopySchedulePage />}
              />
              <Route path="sites/:siteId/calendar" element={<SiteCalendarPage />} />
              <Route path="sites/:siteId/reports" element={<SiteReportsPage />} />
              <Route path="sites/:siteId/recipients" element={<BulkRecipientsPage />} />
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Route>
        </Routes>
      </Suspense>
    </PageErrorBoundary>
  );
}
