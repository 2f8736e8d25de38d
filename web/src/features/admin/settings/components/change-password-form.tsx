import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Field, FormAlert, Input } from '@/features/admin/shell/ui/field';
import { useChangePasswordMutation } from '@/features/admin/auth/api/auth-api';
import { useAdminUser } from '@/features/admin/auth/hooks/use-admin-user';
import { getServerMessage, isApiError } from '@/lib/api';
import { settingsMessages as messages } from '../settings-messages';
import { SettingsSection } from './section';

/** Every signed-in admin changes their own password here (POST /api/auth/password). */
export function ChangePasswordForm() {
  const intl = useIntl();
  const id = useId();
  const user = useAdminUser();
  const [change, { isLoading, error, isSuccess, reset }] = useChangePasswordMutation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const mismatch = confirm !== '' && next !== confirm;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    reset();
    if (next !== confirm) return;
    const result = await change({ currentPassword: current, newPassword: next });
    if ('data' in result) {
      setCurrent('');
      setNext('');
      setConfirm('');
    }
  }

  const failure = error
    ? /^currentPassword\b/.test(getServerMessage(error) ?? '')
      ? intl.formatMessage(messages.wrongCurrent)
      : intl.formatMessage(messages.passwordFailed, { detail: getServerMessage(error) ?? (isApiError(error) ? error.message : String(error)) })
    : undefined;

  return (
    <SettingsSection id={`${id}-title`} title={intl.formatMessage(messages.passwordTitle)} intro={intl.formatMessage(messages.passwordIntro, { email: user.email })}>
      <form className="max-w-md space-y-4" onSubmit={(event) => void submit(event)}>
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        {isSuccess ? (
          <p role="status" className="rounded-md border border-green-300 bg-green-50 px-3 py-2 text-sm text-green-800">
            {intl.formatMessage(messages.passwordChanged)}
          </p>
        ) : null}
        <input type="text" name="username" autoComplete="username" value={user.email} readOnly hidden />
        <Field label={intl.formatMessage(messages.currentPassword)} htmlFor={`${id}-current`}>
          <Input id={`${id}-current`} type="password" autoComplete="current-password" required value={current} onChange={(event) => setCurrent(event.target.value)} />
        </Field>
        <Field label={intl.formatMessage(messages.newPassword)} htmlFor={`${id}-new`}>
          <Input id={`${id}-new`} type="password" autoComplete="new-password" required value={next} onChange={(event) => setNext(event.target.value)} />
        </Field>
        <Field label={intl.formatMessage(messages.confirmPassword)} htmlFor={`${id}-confirm`} error={mismatch ? intl.formatMessage(messages.passwordMismatch) : undefined}>
          <Input
            id={`${id}-confirm`}
            type="password"
            autoComplete="new-password"
            required
            aria-invalid={mismatch || undefined}
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
          />
        </Field>
        <Button type="submit" disabled={isLoading || mismatch}>
          {intl.formatMessage(messages.changePassword)}
        </Button>
      </form>
    </SettingsSection>
  );
}
