import type { AdminSessionDto, ChangePasswordInput } from '@lumina/contracts';
import { api, setCsrfToken, type ApiError } from '@/lib/api';

export interface LoginInput {
  email: string;
  password: string;
}

/** A failed login: the API error plus, when the login is locked (429), the seconds until it may retry. */
export interface LoginError extends ApiError {
  retryAfterSeconds?: number;
}

/** Keeps the session's CSRF token in memory for the mutations that follow (lib/api.ts). */
async function keepCsrfToken(queryFulfilled: Promise<{ data: AdminSessionDto }>): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    setCsrfToken(data.csrfToken);
  } catch {
    // No session: nothing to keep.
  }
}

/** The admin session (issue 9): who is signed in, sign-in, sign-out, own password. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSession: build.query<AdminSessionDto, void>({
      query: () => 'auth/me',
      providesTags: ['AdminSession'],
      onQueryStarted: (_arg, { queryFulfilled }) => keepCsrfToken(queryFulfilled),
    }),
    login: build.mutation<AdminSessionDto, LoginInput>({
      query: (body) => ({ url: 'auth/login', method: 'POST', body }),
      transformErrorResponse: (error, meta): LoginError => {
        const retryAfter = Number(meta?.response?.headers.get('retry-after'));
        return Number.isFinite(retryAfter) && retryAfter > 0 ? { ...(error as ApiError), retryAfterSeconds: retryAfter } : (error as ApiError);
      },
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        await keepCsrfToken(queryFulfilled);
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        // The guard reads the session from this cache entry: signed in, it lets the admin through.
        if (data) await dispatch(authApi.util.upsertQueryData('getSession', undefined, data));
      },
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: 'auth/logout', method: 'POST' }),
    }),
    /** The answer is a new session (the id rotates): its CSRF token replaces the old one, and a one-time password counts as changed. */
    changePassword: build.mutation<AdminSessionDto, ChangePasswordInput>({
      query: (body) => ({ url: 'auth/password', method: 'POST', body }),
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        await keepCsrfToken(queryFulfilled);
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) await dispatch(authApi.util.upsertQueryData('getSession', undefined, data));
      },
    }),
  }),
});

export const { useGetSessionQuery, useLoginMutation, useLogoutMutation, useChangePasswordMutation } = authApi;
