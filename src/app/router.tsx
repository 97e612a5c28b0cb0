import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { PageErrorBoundary } from '../components/page-error-boundary';
import { PageLoading } from '../components/page-loading';
import { RequireAuth } from './require-auth';

// Every page is its own chunk: the sign-in page does not pay for the schedule form.
const SignInPage = lazy(() => import('./routes/sign-in'));
const AppLayout = lazy(() => import('./routes/app-layout'));
const SitePickerPage = lazy(() => import('./routes/site-picker'));
const ScheduleListPage = lazy(() => import('./routes/schedule-list'));
const CreateSchedulePage = lazy(() => import('./routes/create-schedule'));
const EditSchedulePage = lazy(() => import('./routes/edit-schedule'));
const NotFoundPage = lazy(() => import('./routes/not-found'));

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
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Route>
        </Routes>
      </Suspense>
    </PageErrorBoundary>
  );
}
