import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the element the address's #fragment names once it exists, for anchors inside the SPA
 * (e.g. a link to `/#newsletter` from another page, or a section rendered after a lazy chunk).
 * Gives up after `timeoutMs`.
 */
export function useScrollToHash(timeoutMs = 4000): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id) return undefined;
    const scroll = (): boolean => {
      const element = document.getElementById(id);
      if (!element) return false;
      element.scrollIntoView({ block: 'start' });
      return true;
    };
    if (scroll()) return undefined;
    const observer = new MutationObserver(() => {
      if (scroll()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), timeoutMs);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [hash, key, timeoutMs]);
}
