import type { AdminUserListItemDto, CreatedAdminUserDto } from '@lumina/contracts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/features/admin/shell/ui/dialog';
import { FormAlert } from '@/features/admin/shell/ui/field';
import { getServerMessage, isApiError } from '@/lib/api';
import { useResetAdminUserPasswordMutation } from '../api/settings-api';
import { settingsMessages as messages } from '../settings-messages';
import { OneTimePassword } from './create-user-dialog';

/**
 * Reset Password of another user: says what it does (signed out at once, a one-time password to
 * change at the next sign-in), then shows that password once.
 */
export function ResetPasswordDialog({ user, onClose }: { user: AdminUserListItemDto | null; onClose: () => void }) {
  const intl = useIntl();
  const [reset, { isLoading, error, reset: clearError }] = useResetAdminUserPasswordMutation();
  const [done, setDone] = useState<CreatedAdminUserDto>();
  const close = (open: boolean) => {
    if (open) return;
    setDone(undefined);
    clearError();
    onClose();
  };
  async function confirm(target: AdminUserListItemDto) {
    const result = await reset(target.id);
    if ('data' in result && result.data) setDone(result.data);
  }
  return (
    <Dialog open={user !== null} onOpenChange={close}>
      {user ? (
        <DialogContent
          title={intl.formatMessage(done ? messages.resetDoneTitle : messages.resetPasswordOf, { name: user.name })}
          description={done ? undefined : intl.formatMessage(messages.resetIntro, { name: user.name })}
          closeLabel={intl.formatMessage(messages.close)}
        >
          {done ? (
            <OneTimePassword created={done} text={intl.formatMessage(messages.resetDoneText, { email: done.user.email })} />
          ) : (
            <div className="space-y-4">
              {error ? (
                <FormAlert>{intl.formatMessage(messages.resetFailed, { detail: getServerMessage(error) ?? (isApiError(error) ? error.message : String(error)) })}</FormAlert>
              ) : null}
              <DialogFooter>
                <DialogClose asChild>
                  <Button type="button" variant="outline">
                    {intl.formatMessage(messages.cancel)}
                  </Button>
                </DialogClose>
                <Button variant="destructive" onClick={() => void confirm(user)} disabled={isLoading}>
                  {intl.formatMessage(messages.resetConfirm)}
                </Button>
              </DialogFooter>
            </div>
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
