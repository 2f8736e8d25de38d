import { LogOut } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { useAdminUser } from '@/features/admin/auth/hooks/use-admin-user';
import { useSignOut } from '@/features/admin/auth/hooks/use-sign-out';
import { roleMessages } from './role-messages';

export const userFooterMessages = defineMessages({
  signOut: { id: 'admin.shell.signOut', defaultMessage: 'Sign out', description: 'Sign-out button in the admin sidebar footer' },
});
const messages = userFooterMessages;

/** The signed-in admin (name, email, role) and the sign-out button (spec: the sidebar footer). */
export function UserFooter() {
  const intl = useIntl();
  const user = useAdminUser();
  const { signOut, isLoading } = useSignOut();

  const initials = user.name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <div className="flex items-center gap-3 border-t border-border p-4" data-testid="admin-user">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary" aria-hidden="true">
        {initials || '?'}
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{user.name}</p>
        <p className="truncate text-xs text-muted-foreground">
          {user.email} · {intl.formatMessage(roleMessages[user.role])}
        </p>
      </div>
      <Button variant="ghost" size="icon-sm" onClick={() => void signOut()} disabled={isLoading} aria-label={intl.formatMessage(messages.signOut)} title={intl.formatMessage(messages.signOut)}>
        <LogOut aria-hidden="true" />
      </Button>
    </div>
  );
}
