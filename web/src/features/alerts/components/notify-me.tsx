import { ALERT_CONSENT_VERSION, type AlertKind, type AlertSignUpReply, type DeliveryCountry } from '@lumina/contracts';
import { BellRing, CircleCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { describeError } from '@/i18n/error-messages';
import { useLanguage } from '@/i18n/language-provider';
import { alertsMessages as m } from '../alerts-messages';
import { useRequestManageLinkMutation, useSignUpForAlertMutation } from '../api/alerts-api';

export interface NotifyMeProps {
  productSlug: string;
  currency: string;
  deliverTo: DeliveryCountry;
  /** false: no in-stock offer delivers there today, so 'back in stock' is the useful alert. */
  inStock: boolean;
}

const field =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/**
 * 'Notify me' on the product page (issue 27 item 1): a price alert (target default 10 % below
 * today's lowest total, filled in by the server when left empty) or back in stock, by e-mail only,
 * in the page's language. Nothing but the confirmation mail is sent until its link is clicked.
 */
export function NotifyMe({ productSlug, currency, deliverTo, inStock }: NotifyMeProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  const ids = useId();
  const [kind, setKind] = useState<AlertKind>(inStock ? 'price' : 'stock');
  const [email, setEmail] = useState('');
  const [target, setTarget] = useState('');
  const [done, setDone] = useState<AlertSignUpReply | undefined>();
  const [signUp, signUpState] = useSignUpForAlertMutation();
  const [requestLink, linkState] = useRequestManageLinkMutation();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = await signUp({
      email,
      productSlug,
      kind,
      country: deliverTo,
      language: language.code,
      consentVersion: ALERT_CONSENT_VERSION,
      ...(kind === 'price' && target.trim() ? { targetPrice: target.trim().replace(',', '.') } : {}),
    });
    if ('data' in result && result.data) setDone(result.data);
  };

  const error = describeError(intl, signUpState.error);
  return (
    <section aria-labelledby={`${ids}-heading`} className="space-y-3 rounded-xl border p-5" data-testid="notify-me">
      <h2 id={`${ids}-heading`} className="flex items-center gap-2 text-lg font-semibold">
        <BellRing className="size-5" aria-hidden="true" />
        <FormattedMessage {...m.notifyHeading} />
      </h2>
      {done ? (
        <div role="status" className="flex gap-3 rounded-lg bg-muted p-3 text-sm" data-testid="notify-me-done">
          <CircleCheck className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <div className="space-y-2">
            <p>
              {done.status === 'confirmation-sent' ? (
                <FormattedMessage {...m.sent} values={{ email }} />
              ) : done.status === 'confirmation-recent' ? (
                <FormattedMessage {...m.recent} />
              ) : (
                <FormattedMessage {...m.active} />
              )}
            </p>
            <Button type="button" variant="link" className="h-auto p-0" disabled={linkState.isLoading} onClick={() => void requestLink({ email, language: language.code })}>
              <FormattedMessage {...m.manageLink} />
            </Button>
            {linkState.isSuccess ? (
              <p>
                <FormattedMessage {...m.manageLinkSent} />
              </p>
            ) : null}
          </div>
        </div>
      ) : (
        <form onSubmit={(event) => void submit(event)} className="space-y-3" noValidate={false}>
          <p className="text-sm text-muted-foreground">
            <FormattedMessage {...m.notifyIntro} />
          </p>
          <fieldset className="flex flex-wrap gap-4 text-sm">
            <legend className="sr-only">
              <FormattedMessage {...m.notifyHeading} />
            </legend>
            {(['price', 'stock'] as const).map((option) => (
              <label key={option} className="flex items-center gap-2">
                <input type="radio" name="kind" value={option} checked={kind === option} onChange={() => setKind(option)} />
                <FormattedMessage {...(option === 'price' ? m.kindPrice : m.kindStock)} />
              </label>
            ))}
          </fieldset>
          {kind === 'price' ? (
            <div className="space-y-1">
              <label htmlFor={`${ids}-target`} className="text-sm font-medium">
                <FormattedMessage {...m.targetLabel} values={{ currency }} />
              </label>
              <input
                id={`${ids}-target`}
                name="targetPrice"
                inputMode="decimal"
                pattern="\d{1,7}([.,]\d{1,2})?"
                value={target}
                onChange={(event) => setTarget(event.target.value)}
                className={field}
                aria-describedby={`${ids}-target-hint`}
              />
              <p id={`${ids}-target-hint`} className="text-xs text-muted-foreground">
                <FormattedMessage {...m.targetHint} />
              </p>
            </div>
          ) : null}
          <div className="space-y-1">
            <label htmlFor={`${ids}-email`} className="text-sm font-medium">
              <FormattedMessage {...m.emailLabel} />
            </label>
            <input
              id={`${ids}-email`}
              name="email"
              type="email"
              required
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              className={field}
            />
          </div>
          <p className="text-xs text-muted-foreground">
            <FormattedMessage {...m.consent} />
          </p>
          {error ? (
            <p role="alert" className="text-sm text-destructive" data-testid="notify-me-error">
              {error}
            </p>
          ) : null}
          <Button type="submit" disabled={signUpState.isLoading}>
            <FormattedMessage {...(signUpState.isLoading ? m.sending : m.submit)} />
          </Button>
        </form>
      )}
    </section>
  );
}
