/**
 * Passes the page's style nonce (the BFF's Content-Security-Policy, bff/src/http/security-headers.ts)
 * to react-remove-scroll, which Radix dialogs and menus use: it adds a `<style>` element while one is
 * open and marks it with `__webpack_nonce__`. Without the nonce the browser refuses that style.
 * Read from the inlined stylesheet the BFF marked; a page without one (vite dev) has no policy either.
 */
export function shareStyleNonce(): void {
  const nonce = document.querySelector<HTMLStyleElement>('style[nonce]')?.nonce;
  if (nonce) (window as Window & { __webpack_nonce__?: string }).__webpack_nonce__ = nonce;
}
