import { useCallback, useEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';
import type { DeferredModule } from '@/lib/deferred-module';
import { onIdle } from '@/lib/idle';

export interface DeferredWidget<T> {
  /** The widget's module once loaded; render the placeholder until then. */
  module: T | undefined;
  /** Open state of the widget; owned here so a press on the placeholder carries over. */
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Whether the placeholder had focus, so the real trigger can take it over when it mounts. */
  placeholderFocused: RefObject<boolean>;
  /** Spread on the placeholder trigger. */
  placeholderProps: {
    onPointerDown: (event: PointerEvent) => void;
    onClick: () => void;
    onFocus: () => void;
    onBlur: () => void;
  };
}

/**
 * For a widget whose code (e.g. a Radix menu with its positioning engine) is split out of the
 * first-render bundle: a look-alike placeholder trigger renders at once, the module is fetched
 * when the browser is idle, and the real widget replaces the placeholder in one render. Pressing
 * the placeholder first fetches the module and opens the widget when it arrives.
 */
export function useDeferredWidget<T>(deferred: DeferredModule<T>): DeferredWidget<T> {
  const [module, setModule] = useState(deferred.get);
  const [open, setOpen] = useState(false);
  const placeholderFocused = useRef(false);

  const load = useCallback(() => {
    deferred.load().then(
      (loaded) => setModule(() => loaded),
      (error: unknown) => console.error(error), // stays a placeholder; the next press retries
    );
  }, [deferred]);

  useEffect(() => (module ? undefined : onIdle(load)), [module, load]);

  const request = useCallback(() => {
    setOpen(true);
    load();
  }, [load]);

  return {
    module,
    open,
    setOpen,
    placeholderFocused,
    placeholderProps: {
      // Open on press (like Radix's menu trigger), so a press is kept even if the real widget
      // replaces the placeholder before the click; keep focus put so the widget can take it.
      // Keyboards (Enter, Space) fire the click.
      onPointerDown: (event) => {
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        request();
      },
      onClick: request,
      onFocus: () => {
        placeholderFocused.current = true;
      },
      onBlur: () => {
        placeholderFocused.current = false;
      },
    },
  };
}
