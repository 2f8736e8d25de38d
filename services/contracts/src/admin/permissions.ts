/**
 * Admin permissions, Vendure-style: one read and one write permission per domain, and three roles
 * (ARCHITECTURE §12). The BFF checks them on every admin route; the web only uses them to hide
 * what a role cannot do (the API is the authority).
 */
/** `content`: the catalogue's shape (categories, collections, guides, info pages; issue 29). */
export const PERMISSION_DOMAINS = ['products', 'merchants', 'ingest', 'analytics', 'users', 'queues', 'content'] as const;
export type PermissionDomain = (typeof PERMISSION_DOMAINS)[number];
export type Permission = `${PermissionDomain}:${'read' | 'write'}`;

export const ADMIN_ROLES = ['admin', 'catalog_manager', 'analyst'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

const readAll = PERMISSION_DOMAINS.map((domain) => `${domain}:read` as const);
const writeAll = PERMISSION_DOMAINS.map((domain) => `${domain}:write` as const);

export const ROLE_PERMISSIONS: Readonly<Record<AdminRole, readonly Permission[]>> = {
  admin: [...readAll, ...writeAll],
  catalog_manager: [
    'products:read',
    'products:write',
    'merchants:read',
    'merchants:write',
    'ingest:read',
    'ingest:write',
    'analytics:read',
    'content:read',
    'content:write',
  ],
  analyst: ['products:read', 'merchants:read', 'ingest:read', 'analytics:read', 'content:read'],
};

export function roleHasPermission(role: AdminRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** The signed-in admin as the API answers it (`/api/auth/me`, login). */
export interface AdminUserDto {
  id: string;
  email: string;
  name: string;
  role: AdminRole;
}
