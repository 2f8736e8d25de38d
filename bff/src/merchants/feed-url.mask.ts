import { MASKED_SECRET, roleHasPermission, type AdminRole, type MerchantDto } from '@lumina/contracts';

/**
 * A feed URL as a role without merchants:write sees it: where it points (scheme, host, path and the
 * parameter names), not the credentials it carries (a password in it, the values of its query,
 * where networks put the access token). Those who may edit the merchant see it whole.
 */
export function maskFeedUrl(feedUrl: string): string {
  let url: URL;
  try {
    url = new URL(feedUrl);
  } catch {
    return MASKED_SECRET;
  }
  const user = url.username ? `${url.username}${url.password ? `:${MASKED_SECRET}` : ''}@` : '';
  const query = [...url.searchParams.keys()].map((name) => `${encodeURIComponent(name)}=${MASKED_SECRET}`).join('&');
  return `${url.protocol}//${user}${url.host}${url.pathname}${query ? `?${query}` : ''}`;
}

/** The merchants as `role` may see them. */
export function merchantsForRole(merchants: MerchantDto[], role: AdminRole | undefined): MerchantDto[] {
  if (role && roleHasPermission(role, 'merchants:write')) return merchants;
  return merchants.map((merchant) => (merchant.feedUrl ? { ...merchant, feedUrl: maskFeedUrl(merchant.feedUrl) } : merchant));
}
