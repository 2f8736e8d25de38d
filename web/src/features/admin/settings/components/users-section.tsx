import { ADMIN_ROLES, type AdminRole, type AdminUserListItemDto } from '@lumina/contracts';
import { UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { ErrorState } from '@/components/errors/error-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { roleMessages } from '@/features/admin/shell/role-messages';
import { NativeSelect } from '@/features/admin/shell/ui/field';
import { useAdminUser, useCan } from '@/features/admin/auth/hooks/use-admin-user';
import { useToast } from '@/hooks/use-toast';
import { getServerMessage, isApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useGetAdminUsersQuery, useUpdateAdminUserMutation } from '../api/settings-api';
import { settingsMessages as messages } from '../settings-messages';
import { CreateUserDialog } from './create-user-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { SettingsSection } from './section';

const cell = 'px-4 py-3 align-middle';

/** The admin users (users:read): add one, change a role, disable or enable, reset a password (users:write). */
export function UsersSection() {
  const intl = useIntl();
  const id = useId();
  const me = useAdminUser();
  const canWrite = useCan('users:write');
  const { toast } = useToast();
  const { data: users, error, isLoading, refetch } = useGetAdminUsersQuery();
  const [updateUser] = useUpdateAdminUserMutation();
  const [creating, setCreating] = useState(false);
  const [resetting, setResetting] = useState<AdminUserListItemDto | null>(null);

  async function change(user: AdminUserListItemDto, change: { role?: AdminRole; disabled?: boolean }) {
    const result = await updateUser({ id: user.id, change });
    if ('error' in result)
      toast({
        variant: 'destructive',
        title: intl.formatMessage(messages.error),
        description: getServerMessage(result.error) ?? (isApiError(result.error) ? result.error.message : ''),
      });
    else toast({ title: intl.formatMessage(messages.userUpdated), description: user.email });
  }

  return (
    <SettingsSection
      id={`${id}-title`}
      title={intl.formatMessage(messages.usersTitle)}
      intro={intl.formatMessage(messages.usersIntro)}
      actions={
        canWrite ? (
          <Button onClick={() => setCreating(true)}>
            <UserPlus aria-hidden="true" />
            {intl.formatMessage(messages.addUser)}
          </Button>
        ) : null
      }
    >
      {error ? (
        <ErrorState detail={isApiError(error) ? error.message : undefined} onRetry={() => void refetch()} />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[40rem] text-sm" aria-labelledby={`${id}-title`}>
            <thead className="border-b border-border text-left text-xs font-medium text-muted-foreground uppercase">
              <tr>
                {[messages.columnName, messages.columnEmail, messages.columnRole, messages.columnStatus, messages.columnCreated].map((header) => (
                  <th key={header.id} scope="col" className={cell}>
                    {intl.formatMessage(header)}
                  </th>
                ))}
                {canWrite ? (
                  <th scope="col" className={cell}>
                    <span className="sr-only">{intl.formatMessage(messages.columnActions)}</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {isLoading
                ? Array.from({ length: 3 }, (_, index) => (
                    <tr key={index}>
                      <td colSpan={canWrite ? 6 : 5} className={cell}>
                        <Skeleton className="h-5 w-full" />
                      </td>
                    </tr>
                  ))
                : (users ?? []).map((user) => {
                    const self = user.id === me.id;
                    return (
                      <tr key={user.id} data-testid="admin-user-row">
                        <td className={cn(cell, 'font-medium')}>
                          {user.name} {self ? <span className="text-muted-foreground">{intl.formatMessage(messages.you)}</span> : null}
                        </td>
                        <td className={cell}>{user.email}</td>
                        <td className={cell}>
                          {canWrite && !self ? (
                            <NativeSelect
                              aria-label={intl.formatMessage(messages.roleOf, { name: user.name })}
                              value={user.role}
                              className="h-9 w-auto"
                              onChange={(event) => void change(user, { role: event.target.value as AdminRole })}
                            >
                              {ADMIN_ROLES.map((role) => (
                                <option key={role} value={role}>
                                  {intl.formatMessage(roleMessages[role])}
                                </option>
                              ))}
                            </NativeSelect>
                          ) : (
                            intl.formatMessage(roleMessages[user.role])
                          )}
                        </td>
                        <td className={cell}>
                          <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', user.disabled ? 'bg-muted text-muted-foreground' : 'bg-green-100 text-green-800')}>
                            {intl.formatMessage(user.disabled ? messages.disabled : messages.active)}
                          </span>
                        </td>
                        <td className={cn(cell, 'whitespace-nowrap text-muted-foreground')}>{intl.formatDate(user.createdAt, { dateStyle: 'medium' })}</td>
                        {canWrite ? (
                          <td className={cn(cell, 'text-right')}>
                            {self ? null : (
                              <div className="flex justify-end gap-2">
                                <Button
                                  variant="outline"
                                  size="sm"
                                  aria-label={intl.formatMessage(messages.resetPasswordOf, { name: user.name })}
                                  onClick={() => setResetting(user)}
                                >
                                  {intl.formatMessage(messages.resetPassword)}
                                </Button>
                                <Button
                                  variant="outline"
                                  size="sm"
                                  aria-label={intl.formatMessage(user.disabled ? messages.enableOf : messages.disableOf, { name: user.name })}
                                  onClick={() => void change(user, { disabled: !user.disabled })}
                                >
                                  {intl.formatMessage(user.disabled ? messages.enable : messages.disable)}
                                </Button>
                              </div>
                            )}
                          </td>
                        ) : null}
                      </tr>
                    );
                  })}
            </tbody>
          </table>
          {users?.length === 0 ? <p className="py-4 text-sm text-muted-foreground">{intl.formatMessage(messages.noUsers)}</p> : null}
        </div>
      )}
      {canWrite ? <CreateUserDialog open={creating} onOpenChange={setCreating} /> : null}
      {canWrite ? <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} /> : null}
    </SettingsSection>
  );
}
