/**
 * The merchant address with our click id under the merchant's sub-id parameter. The deep link is
 * the stored one; a parameter of the same name already in it is replaced, never duplicated.
 */
export function clickUrl(deepLink: string, subIdParam: string, clickId: string): string {
  const url = new URL(deepLink);
  url.searchParams.set(subIdParam, clickId);
  return url.toString();
}
