import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { headerLinks, navMessages } from './nav-messages';

/**
 * The header's links from 768 px up: plain links (no submenus), so Tab reaches each one and the
 * current section carries aria-current="page". A dropdown added here later should use Radix
 * NavigationMenu with the NAV_* delays of config/constants (spec §9).
 */
export function MainNav({ className }: { className?: string }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(navMessages.main)} className={className}>
      <ul className="flex flex-wrap items-center gap-1">
        {headerLinks.map(({ to, label }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={({ isActive }) =>
                cn(
                  'inline-flex rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                  isActive ? 'bg-secondary text-foreground' : 'text-muted-foreground',
                )
              }
            >
              <FormattedMessage {...label} />
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
