import type { AdminUserListItemDto, AuditPageDto, CreateAdminUserInput, CreatedAdminUserDto, UpdateAdminUserInput } from '@lumina/contracts';
import { api } from '@/lib/api';

/** Entries per page of the audit log. */
export const AUDIT_PAGE_SIZE = 20;

/** /admin/settings: users (admin only) and the audit log (issue 9). */
export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminUsers: build.query<AdminUserListItemDto[], void>({
      query: () => 'admin/users',
      // A list, or the list inside `{ users }`: the screen takes either.
      transformResponse: (body: AdminUserListItemDto[] | { users: AdminUserListItemDto[] }) => (Array.isArray(body) ? body : body.users),
      providesTags: [{ type: 'AdminUser', id: 'LIST' }],
    }),
    createAdminUser: build.mutation<CreatedAdminUserDto, CreateAdminUserInput>({
      query: (body) => ({ url: 'admin/users', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'AdminUser', id: 'LIST' }, 'AuditLog']),
    }),
    updateAdminUser: build.mutation<unknown, { id: string; change: UpdateAdminUserInput }>({
      query: ({ id, change }) => ({ url: `admin/users/${encodeURIComponent(id)}`, method: 'PATCH', body: change }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'AdminUser', id: 'LIST' }, 'AuditLog']),
    }),
    /** A new one-time password for another user (their sessions end): answered once. */
    resetAdminUserPassword: build.mutation<CreatedAdminUserDto, string>({
      query: (id) => ({ url: `admin/users/${encodeURIComponent(id)}/password`, method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : ['AuditLog']),
    }),
    getAuditLog: build.query<AuditPageDto, number>({
      query: (page) => `admin/audit?page=${page}&limit=${AUDIT_PAGE_SIZE}`,
      providesTags: ['AuditLog'],
    }),
  }),
});

export const { useGetAdminUsersQuery, useCreateAdminUserMutation, useUpdateAdminUserMutation, useResetAdminUserPasswordMutation, useGetAuditLogQuery } = settingsApi;
