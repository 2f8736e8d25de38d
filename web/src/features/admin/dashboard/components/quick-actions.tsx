import { BarChart3, FolderPlus, Package, Plus } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { dashboardMessages as m } from '../dashboard-messages';

/** Add Merchant opens the merchants screen's dialog (`?new=1`); the others go to their screens. */
const ACTIONS = [
  { to: '/admin/merchants?new=1', icon: <Plus />, label: m.addMerchant },
  { to: '/admin/products', icon: <Package />, label: m.manageProducts },
  { to: '/admin/collections', icon: <FolderPlus />, label: m.newCollection },
  { to: '/admin/analytics', icon: <BarChart3 />, label: m.viewAnalytics },
];

export function QuickActions() {
  return (
    <section className="rounded-lg border bg-card p-5 shadow-sm">
      <h2 className="mb-4 font-semibold">
        <FormattedMessage {...m.quickActions} />
      </h2>
      <div className="grid gap-2">
        {ACTIONS.map((action) => (
          <Link key={action.to} to={action.to} className={cn(buttonVariants({ variant: 'outline' }), 'justify-start')}>
            {action.icon}
            <FormattedMessage {...action.label} />
          </Link>
        ))}
      </div>
    </section>
  );
}
