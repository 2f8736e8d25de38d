import { roleHasPermission, type AdminUserDto, type Permission } from '@lumina/contracts';
import { createContext, useContext } from 'react';

/** The signed-in admin, provided by the sign-in guard around every admin screen. */
export const AdminUserContext = createContext<AdminUserDto | undefined>(undefined);

export function useAdminUser(): AdminUserDto {
  const user = useContext(AdminUserContext);
  if (!user) throw new Error('useAdminUser outside the admin sign-in guard');
  return user;
}

/**
 * Whether the signed-in admin's role has `permission`: the web hides what a role cannot do, the
 * API stays the authority (a hidden button's request would still answer 403).
 */
export function useCan(permission: Permission): boolean {
  const user = useContext(AdminUserContext);
  return user !== undefined && roleHasPermission(user.role, permission);
}
