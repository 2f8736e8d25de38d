import { isSlug } from '@lumina/contracts';
/**
 * The slug of a `/{section}/{slug}` path, decoded as the router's params are; undefined for any
 * other path or a malformed escape (the route then renders its not-found state).
 */
export function slugFromPath(pathname: string, section: string): string | undefined {
  const prefix = `/${section}/`;
  if (!pathname.startsWith(prefix)) return undefined;
  const raw = /^([^/]+)\/?$/.exec(pathname.slice(prefix.length))?.[1];
  if (!raw) return undefined;
  try {
    // An address outside the slug rules asks for nothing: the screen shows its not-found state (404).
    const slug = decodeURIComponent(raw);
    return isSlug(slug) ? slug : undefined;
  } catch {
    return undefined;
  }
}

/** The slug of a `/product/{slug}` path. */
export function productSlugFromPath(pathname: string): string | undefined {
  return slugFromPath(pathname, 'product');
}
