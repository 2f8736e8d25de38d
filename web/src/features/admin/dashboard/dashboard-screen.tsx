import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { AdminPage } from '@/features/admin/shell/admin-page';
import { adminNavMessages } from '@/features/admin/shell/admin-nav-messages';
import { useGetDashboardQuery } from './api/dashboard-api';
import { QuickActions } from './components/quick-actions';
import { RecentIngest } from './components/recent-ingest';
import { StatCards } from './components/stat-cards';
import { SystemHealth } from './components/system-health';
import { dashboardMessages as m } from './dashboard-messages';

/** The admin dashboard (spec "Admin dashboard"), with real trends and real system health. */
export function DashboardScreen() {
  const intl = useIntl();
  const totals = useGetDashboardQuery();
  return (
    <AdminPage title={intl.formatMessage(adminNavMessages.dashboard)} description={intl.formatMessage(m.description)}>
      {totals.isError ? (
        <div className="flex items-center justify-between rounded-lg border border-destructive/40 p-4 text-sm" role="alert">
          <FormattedMessage {...m.loadFailed} />
          <Button size="sm" variant="outline" onClick={() => void totals.refetch()}>
            <FormattedMessage {...m.tryAgain} />
          </Button>
        </div>
      ) : (
        <StatCards data={totals.data} />
      )}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <RecentIngest />
        </div>
        <div className="space-y-6">
          <QuickActions />
          <SystemHealth />
        </div>
      </div>
    </AdminPage>
  );
}
