/** Where the admin lands after signing in without a `next` address. */
export const ADMIN_HOME = '/admin/dashboard';

/**
 * The address to return to after signing in: only an admin page of this site (no other origin, no
 * `//host`, not the sign-in page itself), else the dashboard.
 */
export function safeNext(next: string | null | undefined): string {
  if (!next || !/^\/admin(?:[/?#]|$)/.test(next)) return ADMIN_HOME;
  if (/^\/admin\/login(?:[/?#]|$)/.test(next)) return ADMIN_HOME;
  return next;
}
