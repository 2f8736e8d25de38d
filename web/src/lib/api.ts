import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { PASSWORD_CHANGE_REQUIRED } from '@lumina/contracts';

/**
 * The one RTK Query API of the web app. Features add their endpoints with `api.injectEndpoints`
 * in `features/<name>/api/*.ts` and export the generated hooks from there.
 */

/** What every failed call resolves to. `message` follows spec §8: `<status>: <body or status text>`. */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  message: string;
  /** The error body parsed as JSON when it is JSON (e.g. the BFF's `{ message }`), else the text. */
  data?: unknown;
}

/** Reads a success body as JSON (empty → null) and keeps an error body as raw text for the message. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) return text;
  return text.length === 0 ? null : JSON.parse(text);
}

/**
 * Where API calls go. The browser uses the page's own `/api`; the server renderer (entry-server.tsx)
 * hands its store an absolute base and a fetch that answers in-process, as the thunk extra argument.
 */
export interface ApiTransport {
  baseUrl: string;
  fetchFn?: typeof fetch;
}

/**
 * The admin session's CSRF token (login and `GET /api/auth/me` answer it), kept in memory only, and
 * sent as `x-csrf-token` on every mutation once known: the BFF refuses unsafe admin requests without
 * it (ARCHITECTURE §12). Shopper mutations carry it harmlessly when an admin is signed in.
 */
let csrfToken: string | undefined;

export function setCsrfToken(token: string | undefined): void {
  csrfToken = token;
}

/**
 * Told of every 401 a browser call gets, with the call's path (`auth/login`). The admin's sign-in
 * guard registers one while an admin page is open, so an ended session leads to sign-in there and
 * nowhere else; what that means lives with the admin feature, not in every page's first download.
 */
let unauthorizedHandler: ((path: string) => void) | undefined;

/** Registers the handler; returns the function that removes it. */
export function setUnauthorizedHandler(handler: (path: string) => void): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = undefined;
  };
}

/**
 * Told when a call answers 403 AUTH.PASSWORD_CHANGE_REQUIRED (signed in with a one-time password
 * not yet changed): the admin's sign-in guard then asks for the session again and shows the
 * change-password screen.
 */
let passwordChangeHandler: (() => void) | undefined;

export function setPasswordChangeHandler(handler: () => void): () => void {
  passwordChangeHandler = handler;
  return () => {
    if (passwordChangeHandler === handler) passwordChangeHandler = undefined;
  };
}

function callPath(args: string | FetchArgs): string {
  const url = typeof args === 'string' ? args : args.url;
  return url.replace(/^\//, '').split('?')[0] ?? '';
}

const browserBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  credentials: 'include',
  responseHandler: readBody,
  prepareHeaders: (headers, { type }) => {
    if (type === 'mutation' && csrfToken) headers.set('x-csrf-token', csrfToken);
    return headers;
  },
});
const transportBaseQueries = new WeakMap<ApiTransport, typeof browserBaseQuery>();

function rawBaseQueryFor(transport: ApiTransport | undefined): typeof browserBaseQuery {
  if (!transport) return browserBaseQuery;
  let query = transportBaseQueries.get(transport);
  if (!query) {
    query = fetchBaseQuery({ baseUrl: transport.baseUrl, fetchFn: transport.fetchFn, responseHandler: readBody });
    transportBaseQueries.set(transport, query);
  }
  return query;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function toApiError(error: FetchBaseQueryError, response?: Response): ApiError {
  if (typeof error.status === 'number') {
    const body = typeof error.data === 'string' ? error.data : error.data == null ? '' : JSON.stringify(error.data);
    const detail = body.length > 0 ? body : (response?.statusText ?? '');
    return { status: error.status, message: `${error.status}: ${detail}`, data: body.length > 0 ? parseJson(body) : undefined };
  }
  if (error.status === 'PARSING_ERROR') {
    return { status: error.status, message: `${error.originalStatus}: ${error.error}`, data: error.data };
  }
  return { status: error.status, message: error.error, data: 'data' in error ? error.data : undefined };
}

/** The header that makes the BFF apply a write once however often it arrives (bff/src/http/idempotency). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** How often a keyed write answered 503 is sent again, and the longest Retry-After waited for. */
const UNAVAILABLE_RETRIES = 3;
const LONGEST_RETRY_AFTER_MS = 10_000;
const DEFAULT_RETRY_AFTER_MS = 1000;

/** 128 random bits as hex: crypto.randomUUID exists only on https pages, getRandomValues everywhere. */
function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A write of one shopper action with an Idempotency-Key of its own. The key is made when the action
 * starts and kept on every retry of it, so a write the BFF applied before the answer was lost is not
 * applied twice.
 */
export function idempotentWrite(args: FetchArgs): FetchArgs {
  return { ...args, headers: { ...(args.headers as Record<string, string> | undefined), [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey() } };
}

function isIdempotentWrite(args: string | FetchArgs): boolean {
  return typeof args !== 'string' && IDEMPOTENCY_KEY_HEADER in ((args.headers as Record<string, string> | undefined) ?? {});
}

/** The wait a 503's Retry-After asks for (seconds or an HTTP date), within bounds. */
export function retryAfterMs(response: Response | undefined, now = Date.now()): number {
  const value = response?.headers.get('retry-after');
  if (!value) return DEFAULT_RETRY_AFTER_MS;
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now;
  return Number.isNaN(ms) ? DEFAULT_RETRY_AFTER_MS : Math.min(Math.max(ms, 0), LONGEST_RETRY_AFTER_MS);
}

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError, object, FetchBaseQueryMeta> = async (
  args,
  api,
  extraOptions,
) => {
  const transport = (api.extra as { transport?: ApiTransport } | undefined)?.transport;
  const send = () => rawBaseQueryFor(transport)(args, api, extraOptions);
  let result = await send();
  // The shop is briefly unavailable (e.g. Redis failing over): a keyed write is safe to send again,
  // under the same key, after the wait the BFF asks for. Nothing else is retried (spec §9).
  for (let retry = 0; retry < UNAVAILABLE_RETRIES && result.error?.status === 503 && isIdempotentWrite(args); retry += 1) {
    await new Promise((resolve) => setTimeout(resolve, retryAfterMs(result.meta?.response)));
    result = await send();
  }
  if (result.error?.status === 401 && !transport) unauthorizedHandler?.(callPath(args));
  if (result.error) {
    const error = toApiError(result.error, result.meta?.response);
    if (error.status === 403 && (error.data as { code?: unknown } | undefined)?.code === PASSWORD_CHANGE_REQUIRED) passwordChangeHandler?.();
    return { error, meta: result.meta };
  }
  return result;
};

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'Category',
    'Product',
    'Brand',
    'Collection',
    'Guide',
    'Cart',
    'Order',
    'Merchant',
    'IngestLog',
    'Dashboard',
    'AdminSession',
    'AdminUser',
    'AuditLog',
    'AdminProduct',
    'Match',
  ],
  // Spec §9: data is never stale, never refetched on focus or reconnect, never polled, never retried
  // (no `retry` wrapper around the base query; only a keyed write answered 503 is sent again, in
  // baseQuery). Mutations refresh data through tags.
  keepUnusedDataFor: Infinity,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && 'status' in value && typeof (value as ApiError).message === 'string';
}

/**
 * The server's own message when its error body carries one (`{ "message": "..." }`), else
 * undefined, so a caller can show it or its own fallback text (spec §8: "the server message, else
 * a fallback").
 */
export function getServerMessage(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const { data } = error;
  if (typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string') {
    return (data as { message: string }).message;
  }
  if (typeof data === 'string' && data.length > 0) return data;
  return undefined;
}
