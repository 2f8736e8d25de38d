import { roleHasPermission, type Permission } from '@lumina/contracts';
import { BarChart3, FolderPlus, Package, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { useAdminUser } from '@/features/admin/auth/hooks/use-admin-user';
import { cn } from '@/lib/cn';
import { dashboardMessages as m } from '../dashboard-messages';

/**
 * Add Merchant opens the merchants screen's dialog (`?new=1`); the others go to their screens.
 * Each shows only to a role with the permission its screen's action needs (an analyst adds nothing).
 */
const ACTIONS: Array<{ to: string; icon: ReactNode; label: MessageDescriptor; needs: Permission }> = [
  { to: '/admin/merchants?new=1', icon: <Plus />, label: m.addMerchant, needs: 'merchants:write' },
  { to: '/admin/products', icon: <Package />, label: m.manageProducts, needs: 'products:read' },
  { to: '/admin/collections', icon: <FolderPlus />, label: m.newCollection, needs: 'products:write' },
  { to: '/admin/analytics', icon: <BarChart3 />, label: m.viewAnalytics, needs: 'analytics:read' },
];

export function QuickActions() {
  const { role } = useAdminUser();
  const actions = ACTIONS.filter((action) => roleHasPermission(role, action.needs));
  return (
    <section className="rounded-lg border bg-card p-5 shadow-sm">
      <h2 className="mb-4 font-semibold">
        <FormattedMessage {...m.quickActions} />
      </h2>
      <div className="grid gap-2">
        {actions.map((action) => (
          <Link key={action.to} to={action.to} className={cn(buttonVariants({ variant: 'outline' }), 'justify-start')}>
            {action.icon}
            <FormattedMessage {...action.label} />
          </Link>
        ))}
      </div>
    </section>
  );
}
