import { Lightbulb } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Head } from '@/components/seo/head';
import { AuthHeading } from '@/features/admin/auth/components/auth-heading';
import { LoginForm } from '@/features/admin/auth/components/login-form';
import { safeNext } from '@/features/admin/auth/lib/safe-next';

const messages = defineMessages({
  title: { id: 'admin.login.title', defaultMessage: 'Sign in to Lumina Admin', description: 'Heading and title of the admin sign-in page' },
  intro: { id: 'admin.login.intro', defaultMessage: 'Use the email and password of your admin account.', description: 'Line under the sign-in heading' },
  again: {
    id: 'admin.login.again',
    defaultMessage: 'Your session has ended or you are not signed in. Sign in to continue where you were.',
    description: 'Shown on the sign-in page when the admin was sent there from another admin page',
  },
  backToShop: { id: 'admin.login.backToShop', defaultMessage: 'Back to the shop', description: 'Link from the sign-in page to the home page' },
});

/** /admin/login: signs in, then returns to the admin page asked for (`next`). */
export default function AdminLoginRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = search.get('next');
  const title = intl.formatMessage(messages.title);
  return (
    <main id="main-content" className="flex min-h-dvh items-center justify-center bg-muted/30 px-4 py-12">
      <Head title={title} description={intl.formatMessage(messages.intro)} />
      <div className="w-full max-w-sm space-y-6 rounded-xl border border-border bg-background p-8 shadow-sm">
        <AuthHeading icon={Lightbulb} title={title}>
          <FormattedMessage {...(next ? messages.again : messages.intro)} />
        </AuthHeading>
        <LoginForm onSignedIn={() => void navigate(safeNext(next), { replace: true })} />
        <p className="text-center text-sm">
          <Link to="/" className="text-muted-foreground underline-offset-4 hover:underline">
            <FormattedMessage {...messages.backToShop} />
          </Link>
        </p>
      </div>
    </main>
  );
}
