import type { Permission } from '@lumina/contracts';
import { BarChart3, BookOpen, FolderTree, GitMerge, Layers, LayoutDashboard, Package, Settings, Store, type LucideIcon } from 'lucide-react';
import type { MessageDescriptor } from 'react-intl';
import { adminNavMessages } from './admin-nav-messages';

export interface AdminNavItem {
  href: string;
  label: MessageDescriptor;
  icon: LucideIcon;
  /** Hidden from roles without it (the API refuses them anyway); none: every signed-in admin. */
  permission?: Permission;
}

/** The admin sidebar (spec "Admin shell"), in its order; 'View Site' follows them. */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { href: '/admin/dashboard', label: adminNavMessages.dashboard, icon: LayoutDashboard },
  { href: '/admin/products', label: adminNavMessages.products, icon: Package, permission: 'products:read' },
  { href: '/admin/matches', label: adminNavMessages.matches, icon: GitMerge, permission: 'products:read' },
  { href: '/admin/merchants', label: adminNavMessages.merchants, icon: Store, permission: 'merchants:read' },
  { href: '/admin/categories', label: adminNavMessages.categories, icon: FolderTree, permission: 'content:read' },
  { href: '/admin/collections', label: adminNavMessages.collections, icon: Layers, permission: 'content:read' },
  { href: '/admin/guides', label: adminNavMessages.guides, icon: BookOpen, permission: 'content:read' },
  { href: '/admin/analytics', label: adminNavMessages.analytics, icon: BarChart3, permission: 'analytics:read' },
  // Every signed-in admin: it holds their own password; the users list inside needs users:read.
  { href: '/admin/settings', label: adminNavMessages.settings, icon: Settings },
];

/**
 * The entry highlighted for `pathname`: prefix match on whole segments (spec), /admin itself being
 * the dashboard (same screen).
 */
export function activeNavHref(pathname: string): string | undefined {
  const path = pathname === '/admin' || pathname === '/admin/' ? '/admin/dashboard' : pathname;
  return ADMIN_NAV.find((item) => path === item.href || path.startsWith(`${item.href}/`))?.href;
}
