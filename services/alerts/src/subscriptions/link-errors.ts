import { NotFoundError } from '@lumina/platform';

/** What the friendly page says about a link that does nothing: unknown, already used, or too old. */
export const linkNotFound = () => new NotFoundError('ALERTS.LINK_NOT_FOUND', 'This link is not known; it may have been mistyped or its alert deleted');
export const linkUsed = () => new NotFoundError('ALERTS.LINK_USED', 'This link was already used');
export const linkExpired = () => new NotFoundError('ALERTS.LINK_EXPIRED', 'This link has expired; sign up again on the product page');
