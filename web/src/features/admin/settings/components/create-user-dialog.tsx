import { ADMIN_ROLES, type AdminRole, type CreatedAdminUserDto } from '@lumina/contracts';
import { Check, Copy } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { roleMessages } from '@/features/admin/shell/role-messages';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/features/admin/shell/ui/dialog';
import { Field, FormAlert, Input, NativeSelect } from '@/features/admin/shell/ui/field';
import { getServerMessage, isApiError } from '@/lib/api';
import { useCreateAdminUserMutation } from '../api/settings-api';
import { settingsMessages as messages } from '../settings-messages';

/**
 * Add User: email, name and role; then the one-time password, shown this once with a copy button
 * (it is not kept in the page once the dialog closes).
 */
export function CreateUserDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const intl = useIntl();
  const [created, setCreated] = useState<CreatedAdminUserDto>();
  const close = (next: boolean) => {
    if (!next) setCreated(undefined);
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        title={intl.formatMessage(created ? messages.createdTitle : messages.createTitle)}
        description={created ? undefined : intl.formatMessage(messages.createIntro)}
        closeLabel={intl.formatMessage(messages.close)}
      >
        {created ? (
          <OneTimePassword created={created} text={intl.formatMessage(messages.createdText, { email: created.user.email })} />
        ) : (
          <CreateUserForm onCreated={setCreated} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function CreateUserForm({ onCreated }: { onCreated: (created: CreatedAdminUserDto) => void }) {
  const intl = useIntl();
  const id = useId();
  const [create, { isLoading, error }] = useCreateAdminUserMutation();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<AdminRole>('catalog_manager');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await create({ email: email.trim(), name: name.trim(), role });
    if ('data' in result && result.data) onCreated(result.data);
  }

  return (
    <form className="space-y-4" onSubmit={(event) => void submit(event)}>
      {error ? (
        <FormAlert>{intl.formatMessage(messages.createFailed, { detail: getServerMessage(error) ?? (isApiError(error) ? error.message : String(error)) })}</FormAlert>
      ) : null}
      <Field label={intl.formatMessage(messages.name)} htmlFor={`${id}-name`}>
        <Input id={`${id}-name`} required maxLength={200} value={name} onChange={(event) => setName(event.target.value)} />
      </Field>
      <Field label={intl.formatMessage(messages.email)} htmlFor={`${id}-email`}>
        <Input id={`${id}-email`} type="email" required autoComplete="off" value={email} onChange={(event) => setEmail(event.target.value)} />
      </Field>
      <Field label={intl.formatMessage(messages.role)} htmlFor={`${id}-role`}>
        <NativeSelect id={`${id}-role`} value={role} onChange={(event) => setRole(event.target.value as AdminRole)}>
          {ADMIN_ROLES.map((entry) => (
            <option key={entry} value={entry}>
              {intl.formatMessage(roleMessages[entry])}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {intl.formatMessage(messages.cancel)}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={isLoading}>
          {intl.formatMessage(messages.create)}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The one-time password, shown this once with a copy button; `text` says who it is for. */
export function OneTimePassword({ created, text }: { created: CreatedAdminUserDto; text: string }) {
  const intl = useIntl();
  const id = useId();
  const [copied, setCopied] = useState(false);
  async function copy() {
    await navigator.clipboard?.writeText(created.oneTimePassword);
    setCopied(true);
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">{text}</p>
      <Field label={intl.formatMessage(messages.oneTimePassword)} htmlFor={`${id}-otp`}>
        <div className="flex gap-2">
          <Input id={`${id}-otp`} readOnly value={created.oneTimePassword} className="font-mono" onFocus={(event) => event.target.select()} data-testid="one-time-password" />
          <Button type="button" variant="outline" onClick={() => void copy()}>
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {intl.formatMessage(copied ? messages.copied : messages.copy)}
          </Button>
        </div>
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button>{intl.formatMessage(messages.done)}</Button>
        </DialogClose>
      </DialogFooter>
    </div>
  );
}
