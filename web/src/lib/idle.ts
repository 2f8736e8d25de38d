/**
 * Runs `callback` once the browser is idle after the first paint (or after `timeout` ms at the
 * latest). Returns a function that cancels it. Used to fetch interactive chrome (menus, the
 * toaster) right after the page shows, keeping it out of the first-render JavaScript.
 */
export function onIdle(callback: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 1);
  return () => window.clearTimeout(handle);
}
