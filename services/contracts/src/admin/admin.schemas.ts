import { z } from '../zod';
import { ADMIN_ROLES } from './permissions';

/** Input schemas of the admin identity API (validated at the BFF edge). */

/** Header carrying the session's CSRF token on every unsafe admin request. */
export const CSRF_HEADER = 'x-csrf-token';

/**
 * The 403 `code` of every admin call made with a one-time password still unchanged: the web then
 * shows the change-password screen (only changing it, `GET /api/auth/me` and signing out answer).
 */
export const PASSWORD_CHANGE_REQUIRED = 'AUTH.PASSWORD_CHANGE_REQUIRED';

const email = z.string().trim().toLowerCase().pipe(z.email('a valid email address').max(254));
/** New passwords: long enough to resist guessing, short enough to bound hashing work. */
export const newPasswordSchema = z.string().min(12, 'at least 12 characters').max(256, 'at most 256 characters');

export const adminLoginSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'required').max(254),
  password: z.string().min(1, 'required').max(256),
});
export type AdminLoginInput = z.infer<typeof adminLoginSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'required').max(256),
  newPassword: newPasswordSchema,
});

export const createAdminUserSchema = z.object({
  email,
  name: z.string().trim().min(1, 'required').max(120),
  role: z.enum(ADMIN_ROLES),
});

export const updateAdminUserSchema = z
  .object({ role: z.enum(ADMIN_ROLES).optional(), disabled: z.boolean().optional() })
  .strict()
  .refine((value) => value.role !== undefined || value.disabled !== undefined, 'role or disabled is required');

export const auditPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
