import { configureStore } from '@reduxjs/toolkit';
import { api } from '@/lib/api';

/**
 * Reducers of the store: RTK Query's cache plus UI-state slices (none yet). A feature adds its
 * slice here; server data stays in the API cache, never copied into a slice.
 */
const reducer = {
  [api.reducerPath]: api.reducer,
};

// No setupListeners(): refetching on focus or reconnect is off by design (spec §9).
export function makeStore() {
  return configureStore({
    reducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
