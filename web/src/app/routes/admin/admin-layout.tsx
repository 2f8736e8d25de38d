import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { ErrorState } from '@/components/errors/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { AdminShell } from '@/features/admin/shell/admin-shell';
import { RequireAdmin } from '@/features/admin/auth/components/require-admin';

function ScreenFallback() {
  return (
    <div className="space-y-4" aria-busy="true">
      <Skeleton className="h-8 w-1/3" />
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/**
 * Every signed-in admin screen: the sign-in guard, then the admin shell around the screen (its own
 * error boundary and Suspense, so the sidebar stays while a screen's chunk loads or fails).
 */
export default function AdminLayout() {
  const { pathname } = useLocation();
  return (
    <RequireAdmin>
      <AdminShell>
        <ErrorBoundary key={pathname} fallback={({ error }) => <ErrorState detail={error.message} onRetry={() => window.location.reload()} />}>
          <Suspense fallback={<ScreenFallback />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </AdminShell>
    </RequireAdmin>
  );
}
