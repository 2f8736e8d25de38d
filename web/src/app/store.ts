import { configureStore } from '@reduxjs/toolkit';
import { api, type ApiTransport } from '@/lib/api';

/**
 * Reducers of the store: RTK Query's cache plus UI-state slices (none yet). A feature adds its
 * slice here; server data stays in the API cache, never copied into a slice.
 */
const reducer = {
  [api.reducerPath]: api.reducer,
};

export type ApiState = ReturnType<typeof api.reducer>;

export interface StoreOptions {
  /** Query results the server rendered the page with (see app/server-state.ts). */
  preloadedQueries?: ApiState['queries'];
  /** The server renderer's own API transport; the browser's default is `/api`. */
  transport?: ApiTransport;
}

// No setupListeners(): refetching on focus or reconnect is off by design (spec §9).
export function makeStore({ preloadedQueries, transport }: StoreOptions = {}) {
  return configureStore({
    reducer,
    preloadedState: preloadedQueries
      ? { [api.reducerPath]: { ...api.reducer(undefined, { type: '@@lumina/init' }), queries: preloadedQueries } }
      : undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: { transport } } }).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
