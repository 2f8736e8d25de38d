/** HTTP shapes of the admin identity API (issue 9). */
import type { AdminRole, AdminUserDto } from './permissions';

/** `POST /api/auth/login` and `GET /api/auth/me`: the user and the CSRF token for unsafe requests. */
export interface AdminSessionDto {
  user: AdminUserDto;
  csrfToken: string;
  /** Signed in with a one-time password: it must be changed before anything else (403 AUTH.PASSWORD_CHANGE_REQUIRED). */
  mustChangePassword: boolean;
}

/** A user as `/admin/settings` lists it. */
export interface AdminUserListItemDto extends AdminUserDto {
  disabled: boolean;
  createdAt: string;
}

/** `POST /api/admin/users` and `POST /api/admin/users/:id/password`: the user and its one-time password, shown once. */
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
  /** Who acted, their name as it was then; null for the system or an unknown caller (a failed sign-in). */
  actor: { id: string; email: string; name: string | null } | null;
  /** e.g. `products.update`, `merchants.create`, `users.role`. */
  action: string;
  targetType: string | null;
  targetId: string | null;
  /** What it acted on, by name as it was then (a merchant's name, a product's title, a user's name or address). */
  targetName: string | null;
  outcome: AuditOutcome;
  /** HTTP status or error code when it failed. */
  detail: string | null;
}

export interface AuditPageDto {
  entries: AuditEntryDto[];
  total: number;
}
