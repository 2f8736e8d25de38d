/** HTTP shapes of the admin identity API (issue 9). */
import type { AdminRole, AdminUserDto } from './permissions';

/** `POST /api/auth/login` and `GET /api/auth/me`: the user and the CSRF token for unsafe requests. */
export interface AdminSessionDto {
  user: AdminUserDto;
  csrfToken: string;
}

/** A user as `/admin/settings` lists it. */
export interface AdminUserListItemDto extends AdminUserDto {
  disabled: boolean;
  createdAt: string;
}

/** `POST /api/admin/users`: the new user and its one-time password, shown once. */
export interface CreatedAdminUserDto {
  user: AdminUserListItemDto;
  oneTimePassword: string;
}

export interface CreateAdminUserInput {
  email: string;
  name: string;
  role: AdminRole;
}

export interface UpdateAdminUserInput {
  role?: AdminRole;
  disabled?: boolean;
}

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

export type AuditOutcome = 'success' | 'failure';

export interface AuditEntryDto {
  id: string;
  at: string;
  actor: { id: string; email: string } | null;
  /** e.g. `products.update`, `merchants.create`, `users.role`. */
  action: string;
  targetType: string | null;
  targetId: string | null;
  outcome: AuditOutcome;
  /** HTTP status or error code when it failed. */
  detail: string | null;
}

export interface AuditPageDto {
  entries: AuditEntryDto[];
  total: number;
}
