import { readStorage, writeStorage } from '@/lib/storage';

/** The anonymous cart identity (spec §3): `session_{timestamp}_{random}` in localStorage. */
export const CART_SESSION_KEY = 'cart_session_id';

const CHANGE_EVENT = 'lumina:cart-session-change';

export function readCartSessionId(): string | null {
  return readStorage(CART_SESSION_KEY);
}

export function createCartSessionId(now: number = Date.now()): string {
  return `session_${now}_${Math.random().toString(36).slice(2, 11)}`;
}

/** The stored session id, created and stored on first use (spec §4: created once, then reused). */
export function getOrCreateCartSessionId(): string {
  const existing = readCartSessionId();
  if (existing) return existing;
  const created = createCartSessionId();
  writeStorage(CART_SESSION_KEY, created);
  window.dispatchEvent(new Event(CHANGE_EVENT));
  return created;
}

/** Notifies on a session created in this tab or changed in another tab. */
export function subscribeToCartSession(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_SESSION_KEY) listener();
  };
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}
