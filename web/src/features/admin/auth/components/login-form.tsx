import { useId, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Field, FormAlert, Input } from '@/features/admin/shell/ui/field';
import { getServerMessage, isApiError } from '@/lib/api';
import { useLoginMutation, type LoginError } from '../api/auth-api';

export const loginMessages = defineMessages({
  email: { id: 'admin.login.email', defaultMessage: 'Email', description: 'Sign-in form label' },
  password: { id: 'admin.login.password', defaultMessage: 'Password', description: 'Sign-in form label' },
  submit: { id: 'admin.login.submit', defaultMessage: 'Sign In', description: 'Sign-in form button' },
  submitting: { id: 'admin.login.submitting', defaultMessage: 'Signing in…', description: 'Sign-in button while the request runs' },
  invalid: { id: 'admin.login.invalid', defaultMessage: 'Invalid email or password.', description: 'Sign-in error: wrong credentials (401)' },
  locked: {
    id: 'admin.login.locked',
    defaultMessage: 'Too many failed sign-in attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
    description: 'Sign-in error: locked after repeated failures (429 with Retry-After)',
  },
  lockedNoTime: {
    id: 'admin.login.lockedNoTime',
    defaultMessage: 'Too many failed sign-in attempts. Try again later.',
    description: 'Sign-in error: locked, without a known wait',
  },
  failed: { id: 'admin.login.failed', defaultMessage: 'Sign-in failed: {detail}', description: 'Sign-in error: any other failure' },
});

interface LoginFormProps {
  /** Called once signed in (the session is then in the cache). */
  onSignedIn: () => void;
}

/** Email and password, the server's answer shown above the button. */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const intl = useIntl();
  const id = useId();
  const [login, { isLoading, error, reset }] = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    reset();
    const result = await login({ email: email.trim(), password });
    if ('data' in result) onSignedIn();
  }

  return (
    <form className="space-y-4" onSubmit={(event) => void submit(event)} noValidate={false}>
      {error ? <FormAlert>{describeLoginError(error as LoginError, intl)}</FormAlert> : null}
      <Field label={intl.formatMessage(loginMessages.email)} htmlFor={`${id}-email`}>
        <Input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      <Field label={intl.formatMessage(loginMessages.password)} htmlFor={`${id}-password`}>
        <Input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <Button type="submit" className="w-full" disabled={isLoading}>
        <FormattedMessage {...(isLoading ? loginMessages.submitting : loginMessages.submit)} />
      </Button>
    </form>
  );
}

function describeLoginError(error: LoginError, intl: ReturnType<typeof useIntl>): string {
  if (!isApiError(error)) return intl.formatMessage(loginMessages.failed, { detail: String(error) });
  if (error.status === 401) return intl.formatMessage(loginMessages.invalid);
  if (error.status === 429)
    return error.retryAfterSeconds
      ? intl.formatMessage(loginMessages.locked, { minutes: Math.max(1, Math.ceil(error.retryAfterSeconds / 60)) })
      : intl.formatMessage(loginMessages.lockedNoTime);
  return intl.formatMessage(loginMessages.failed, { detail: getServerMessage(error) ?? error.message });
}
