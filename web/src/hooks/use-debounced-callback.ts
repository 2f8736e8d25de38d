import { useCallback, useEffect, useRef } from 'react';

export interface DebouncedCallback<Args extends unknown[]> {
  /** Calls `callback` with these arguments once `delayMs` has passed without another call. */
  (...args: Args): void;
  /** Drops a pending call (e.g. a form submitted before the delay ran out). */
  cancel(): void;
}

/**
 * A debounced version of `callback` (spec §9: search 500 ms). Always calls the latest `callback`,
 * and never after the component is gone.
 */
export function useDebouncedCallback<Args extends unknown[]>(
  callback: (...args: Args) => void,
  delayMs: number,
): DebouncedCallback<Args> {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    latest.current = callback;
  }, [callback]);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  useEffect(() => cancel, [cancel]);

  const run = useCallback(
    (...args: Args) => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = undefined;
        latest.current(...args);
      }, delayMs);
    },
    [cancel, delayMs],
  );

  return Object.assign(run, { cancel }) as DebouncedCallback<Args>;
}
