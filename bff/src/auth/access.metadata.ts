/** Metadata keys of the route access markers (access.decorators.ts), read by the guard and the audit. */
export const PUBLIC_ROUTE = 'lumina:public-route';
export const REQUIRED_PERMISSIONS = 'lumina:required-permissions';
