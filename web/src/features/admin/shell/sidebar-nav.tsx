import { roleHasPermission } from '@lumina/contracts';
import { ExternalLink } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useAdminUser } from '@/features/admin/auth/hooks/use-admin-user';
import { cn } from '@/lib/cn';
import { adminNavMessages } from './admin-nav-messages';
import { activeNavHref, ADMIN_NAV } from './nav-items';

const itemClass =
  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/** The sidebar's links: the entries the role may see, the active one marked, then 'View Site'. */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { role } = useAdminUser();
  const active = activeNavHref(pathname);
  return (
    <ul className="space-y-1">
      {ADMIN_NAV.filter((item) => !item.permission || roleHasPermission(role, item.permission)).map(({ href, label, icon: Icon }) => (
        <li key={href}>
          <Link
            to={href}
            onClick={onNavigate}
            aria-current={active === href ? 'page' : undefined}
            className={cn(itemClass, active === href && 'bg-primary/10 text-primary hover:bg-primary/15 hover:text-primary')}
          >
            <Icon className="size-4" aria-hidden="true" />
            {intl.formatMessage(label)}
          </Link>
        </li>
      ))}
      <li className="mt-4 border-t border-border pt-4">
        <Link to="/" onClick={onNavigate} className={itemClass}>
          <ExternalLink className="size-4" aria-hidden="true" />
          {intl.formatMessage(adminNavMessages.viewSite)}
        </Link>
      </li>
    </ul>
  );
}
