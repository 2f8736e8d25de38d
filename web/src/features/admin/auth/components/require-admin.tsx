import { useEffect, useRef, type ReactNode } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ErrorState } from '@/components/errors/error-state';
import { isApiError, setCsrfToken, setPasswordChangeHandler, setUnauthorizedHandler } from '@/lib/api';
import { signInAddress } from '../lib/sign-in-address';
import { useGetSessionQuery } from '../api/auth-api';
import { AdminUserContext } from '../hooks/use-admin-user';
import { PasswordChangeRequired } from './password-change-required';

const messages = defineMessages({
  checking: { id: 'admin.auth.checking', defaultMessage: 'Checking your session…', description: 'Shown while the admin session is verified' },
});

/** Calls whose 401 means wrong credentials, not an ended session. */
const CREDENTIAL_CALLS = new Set(['auth/login', 'auth/password']);

/**
 * The sign-in guard of the admin screens: asks who is signed in (GET /api/auth/me); without a
 * session, or once any admin call answers 401 (the session expired or was ended), it sends the
 * admin to the sign-in page with the address to come back to. A session signed in with a one-time
 * password sees only the change-password screen until it is changed (also when a call answers 403
 * AUTH.PASSWORD_CHANGE_REQUIRED: the session is asked for again).
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const here = `${location.pathname}${location.search}${location.hash}`;
  const { data, error, isLoading, refetch } = useGetSessionQuery();

  useEffect(
    () =>
      setUnauthorizedHandler((path) => {
        if (CREDENTIAL_CALLS.has(path)) return; // a wrong password: the form says so
        setCsrfToken(undefined);
        navigate(signInAddress(here), { replace: true });
      }),
    [navigate, here],
  );

  useEffect(() => setPasswordChangeHandler(() => void refetch()), [refetch]);

  // Each move to another admin page asks again (a Redis read on the server), so a session that
  // expired or was ended elsewhere sends the admin to sign-in at once, even from pages that only
  // read public data; a 401 then goes through the handler above.
  const { pathname } = location;
  const mounted = useRef(false);
  useEffect(() => {
    if (mounted.current) void refetch();
    mounted.current = true;
  }, [pathname, refetch]);

  if (isLoading)
    return (
      <div role="status" aria-live="polite" className="flex min-h-dvh items-center justify-center text-muted-foreground">
        <FormattedMessage {...messages.checking} />
      </div>
    );
  if (!data) {
    if (!error || (isApiError(error) && error.status === 401)) return <Navigate to={signInAddress(here)} replace />;
    return (
      <div className="mx-auto max-w-xl px-4 py-24">
        <ErrorState detail={isApiError(error) ? error.message : undefined} onRetry={() => void refetch()} />
      </div>
    );
  }
  return <AdminUserContext.Provider value={data.user}>{data.mustChangePassword ? <PasswordChangeRequired /> : children}</AdminUserContext.Provider>;
}
