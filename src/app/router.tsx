import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { PageErrorBoundary } from '#src/components/page-error-boundary';
import { PageLoading } from '#src/components/page-loading';
import { RequireAuth } from './require-auth';

// Every page is its own chunk: the sign-in page does not pay for the schedule form.
const pages = {
  signIn: () => import('./routes/sign-in'),
  layout: () => import('./routes/app-layout'),
  sitePicker: () => import('./routes/site-picker'),
  list: () => import('./routes/schedule-list'),
  create: () => import('./routes/create-schedule'),
  edit: () => import('./routes/edit-schedule'),
  calendar: () => import('./routes/site-calendar'),
  bulkRecipients: () => import('./routes/bulk-recipients'),
  notFound: () => import('./routes/not-found'),
};

const SignInPage = lazy(pages.signIn);
const AppLayout = lazy(pages.layout);
const SitePickerPage = lazy(pages.sitePicker);
const ScheduleListPage = lazy(pages.list);
const CreateSchedulePage = lazy(pages.create);
const EditSchedulePage = lazy(pages.edit);
const SiteCalendarPage = lazy(pages.calendar);
const BulkRecipientsPage = lazy(pages.bulkRecipients);
const NotFoundPage = lazy(pages.notFound);

/**
 * Starts fetching the code of the page at `pathname` at start-up, alongside config.json, so that
 * the first paint is the page and not a spinner waiting for its chunk. Mirrors the routes below.
 */
export function preloadPage(pathname: string, signedIn: boolean): void {
  const load = (page: () => Promise<unknown>) => {
    // A failure shows when the page itself is rendered (PageErrorBoundary), not here.
    page().catch(() => {});
  };
  if (pathname === '/login' || !signedIn) return load(pages.signIn);
  load(pages.layout);
  if (pathname === '/') load(pages.sitePicker);
  else if (/^\/sites\/[^/]+\/schedules\/new\/?$/.test(pathname)) load(pages.create);
  else if (/^\/sites\/[^/]+\/schedules\/[^/]+\/edit\/?$/.test(pathname)) load(pages.edit);
  else if (/^\/sites\/[^/]+\/calendar\/?$/.test(pathname)) load(pages.calendar);
  else if (/^\/sites\/[^/]+\/recipients\/?$/.test(pathname)) load(pages.bulkRecipients);
  else if (/^\/sites\/[^/]+(\/schedules)?\/?$/.test(pathname)) load(pages.list);
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
              <Route index element={<SitePickerPage />} />
              <Route path="sites" element={<Navigate to="/" replace />} />
              <Route path="sites/:siteId" element={<Navigate to="schedules" replace />} />
              <Route path="sites/:siteId/schedules" element={<ScheduleListPage />} />
              <Route path="sites/:siteId/schedules/new" element={<CreateSchedulePage />} />
              <Route
                path="sites/:siteId/schedules/:scheduleId/edit"
                element={<EditSchedulePage />}
              />
              <Route path="sites/:siteId/calendar" element={<SiteCalendarPage />} />
              <Route path="sites/:siteId/recipients" element={<BulkRecipientsPage />} />
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Route>
        </Routes>
      </Suspense>
    </PageErrorBoundary>
  );
}
