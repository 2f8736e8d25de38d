import { KeyRound, LogOut } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Head } from '@/components/seo/head';
import { Button } from '@/components/ui/button';
import { ChangePasswordForm } from '@/features/admin/settings/components/change-password-form';
import { userFooterMessages } from '@/features/admin/shell/user-footer';
import { useSignOut } from '../hooks/use-sign-out';
import { AuthHeading } from './auth-heading';

const messages = defineMessages({
  title: { id: 'admin.passwordRequired.title', defaultMessage: 'Choose your own password', description: 'Heading of the screen shown after signing in with a one-time password' },
  intro: {
    id: 'admin.passwordRequired.intro',
    defaultMessage: 'You signed in with a one-time password. Choose a password of your own to continue: the one-time password is the current one.',
    description: 'Why the admin must change the password before anything else',
  },
});

/**
 * Shown instead of every admin screen while the session's one-time password is unchanged (the API
 * refuses everything else with 403 AUTH.PASSWORD_CHANGE_REQUIRED): change it, or sign out. Once
 * changed, the new session replaces this one and the page asked for appears.
 */
export function PasswordChangeRequired() {
  const intl = useIntl();
  const { signOut, isLoading } = useSignOut();
  const title = intl.formatMessage(messages.title);
  return (
    <main id="main-content" className="flex min-h-dvh items-center justify-center bg-muted/30 px-4 py-12">
      <Head title={title} description={intl.formatMessage(messages.intro)} />
      <div className="w-full max-w-lg space-y-6">
        <AuthHeading icon={KeyRound} title={title}>
          <FormattedMessage {...messages.intro} />
        </AuthHeading>
        <ChangePasswordForm />
        <p className="text-center">
          <Button variant="ghost" onClick={() => void signOut()} disabled={isLoading}>
            <LogOut aria-hidden="true" />
            {intl.formatMessage(userFooterMessages.signOut)}
          </Button>
        </p>
      </div>
    </main>
  );
}
