/** The sign-in page with the address to come back to. */
export function signInAddress(next: string): string {
  return `/admin/login?next=${encodeURIComponent(next)}`;
}
