/** Metadata keys of the route access markers (access.decorators.ts), read by the guard and the audit. */
export const PUBLIC_ROUTE = 'lumina:public-route';
export const REQUIRED_PERMISSIONS = 'lumina:required-permissions';
/** A route a session with an unchanged one-time password may call (who am I, change it, sign out). */
export const BEFORE_PASSWORD_CHANGE = 'lumina:before-password-change';
