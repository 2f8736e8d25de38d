import type { DashboardDto } from '@lumina/contracts';
import { DollarSign, MousePointerClick, Package, Store, TrendingDown, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { dashboardMessages as m } from '../dashboard-messages';

function Trend({ change }: { change: number | null }) {
  if (change === null) {
    return (
      <p className="text-xs text-muted-foreground">
        <FormattedMessage {...m.trendNone} />
      </p>
    );
  }
  const Icon = change < 0 ? TrendingDown : TrendingUp;
  return (
    <p className={cn('flex items-center gap-1 text-xs', change < 0 ? 'text-red-600' : 'text-green-600')} data-testid="stat-trend">
      <Icon className="size-3" aria-hidden="true" />
      <FormattedMessage {...m.trendUp} values={{ change }} />
    </p>
  );
}

function StatCard({ title, icon, value, change, testId }: { title: ReactNode; icon: ReactNode; value: ReactNode; change: number | null; testId: string }) {
  return (
    <div className="rounded-lg border bg-card p-5 shadow-sm" data-testid={testId}>
      <div className="flex items-center justify-between text-sm font-medium text-muted-foreground">
        {title}
        <span aria-hidden="true" className="[&_svg]:size-4">
          {icon}
        </span>
      </div>
      <p className="mt-2 text-2xl font-bold" data-testid={`${testId}-value`}>
        {value}
      </p>
      <Trend change={change} />
    </div>
  );
}

/** Spec's four stat cards with real trends (change against 30 days earlier). */
export function StatCards({ data }: { data: DashboardDto | undefined }) {
  if (!data) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
    );
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        testId="stat-total-products"
        title={<FormattedMessage {...m.totalProducts} />}
        icon={<Package />}
        value={<FormattedNumber value={data.totalProducts} />}
        change={data.trends.totalProducts}
      />
      <StatCard
        testId="stat-active-merchants"
        title={<FormattedMessage {...m.activeMerchants} />}
        icon={<Store />}
        value={<FormattedNumber value={data.activeMerchants} />}
        change={data.trends.activeMerchants}
      />
      <StatCard
        testId="stat-total-clicks"
        title={<FormattedMessage {...m.totalClicks} />}
        icon={<MousePointerClick />}
        value={<FormattedNumber value={data.totalClicks} />}
        change={data.trends.totalClicks}
      />
      <StatCard
        testId="stat-revenue"
        title={<FormattedMessage {...m.revenueEstimate} />}
        icon={<DollarSign />}
        value={<FormattedNumber value={data.revenueEstimate} style="currency" currency="EUR" />}
        change={data.trends.revenueEstimate}
      />
    </div>
  );
}
