import { setTimeout as delay } from 'node:timers/promises';

export interface PollOptions {
  timeoutMs: number;
  intervalMs?: number;
  signal?: AbortSignal;
}

/**
 * Calls `check` until it returns true or the time is up. Resolves false on timeout rather than
 * throwing, because only the caller knows what to name in the message (which process, which URL).
 * Rejects if `signal` aborts, so a Ctrl-C during start-up is not mistaken for a timeout.
 */
export async function pollUntil(check: () => Promise<boolean>, options: PollOptions): Promise<boolean> {
  const deadline = Date.now() + options.timeoutMs;
  const interval = options.intervalMs ?? 250;
  for (;;) {
    options.signal?.throwIfAborted();
    if (await check()) return true;
    if (Date.now() + interval > deadline) return false;
    await delay(interval, undefined, { signal: options.signal });
  }
}

/** GET `url` with a short timeout; the status, or undefined when nothing answered. */
export async function httpStatus(url: string, timeoutMs = 2000): Promise<number | undefined> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    return response.status;
  } catch {
    return undefined;
  }
}

/** `promise`'s value, or undefined if it takes longer than `ms`; the timer never outlives the race. */
export async function withinTime<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
