/**
 * A code-split module fetched on demand and then available synchronously, so a component can swap
 * a placeholder for the real thing in a single render (no Suspense fallback in between).
 */
export interface DeferredModule<T> {
  /** The module once loaded, else undefined. */
  get: () => T | undefined;
  /** Fetches the module once; a failed fetch may be retried by calling again. */
  load: () => Promise<T>;
}

export function deferredModule<T>(importer: () => Promise<T>): DeferredModule<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    get: () => loaded,
    load: () => {
      pending ??= importer().then(
        (module) => (loaded = module),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
}
