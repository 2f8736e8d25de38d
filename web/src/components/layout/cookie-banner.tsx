import { Cookie } from 'lucide-react';
import { useEffect, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { COOKIE_BANNER_DELAY_MS, COOKIE_CONSENT_KEY } from '@/config/constants';
import { paths } from '@/config/paths';
import { readStorage, writeStorage } from '@/lib/storage';

const messages = defineMessages({
  region: { id: 'cookies.region', defaultMessage: 'Cookie consent', description: 'Accessible name of the cookie banner' },
  title: { id: 'cookies.title', defaultMessage: 'We value your privacy', description: 'Heading of the cookie banner' },
  text: {
    id: 'cookies.text',
    defaultMessage:
      'We use cookies to improve your browsing experience, remember your language and cart, and analyse our traffic. You can accept all cookies or reject the optional ones.',
    description: 'Body of the cookie banner',
  },
  policy: { id: 'cookies.policy', defaultMessage: 'Cookie Policy', description: 'Link from the cookie banner to the cookie policy' },
  accept: { id: 'cookies.accept', defaultMessage: 'Accept All', description: 'Cookie banner button accepting all cookies' },
  reject: { id: 'cookies.reject', defaultMessage: 'Reject', description: 'Cookie banner button rejecting optional cookies' },
});

export type CookieConsent = 'accepted' | 'rejected';

function hasStoredChoice(): boolean {
  const stored = readStorage(COOKIE_CONSENT_KEY);
  return stored === 'accepted' || stored === 'rejected';
}

/** Appears 1 s after load when no choice is stored; the choice is stored and hides it (spec §4). */
export function CookieBanner() {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (hasStoredChoice()) return undefined;
    const timer = setTimeout(() => setVisible(true), COOKIE_BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!visible) return null;

  const choose = (consent: CookieConsent) => {
    writeStorage(COOKIE_CONSENT_KEY, consent);
    setVisible(false);
  };

  return (
    <section
      aria-label={intl.formatMessage(messages.region)}
      className="fixed inset-x-0 bottom-0 z-50 p-4 motion-safe:animate-slide-up sm:p-6"
    >
      <div className="mx-auto flex max-w-4xl flex-col gap-4 rounded-xl border border-border bg-background p-5 shadow-2xl sm:flex-row sm:items-center">
        <Cookie className="hidden size-8 shrink-0 text-primary sm:block" aria-hidden="true" />
        <div className="flex-1 space-y-1">
          <h2 className="font-semibold">
            <FormattedMessage {...messages.title} />
          </h2>
          <p className="text-sm text-muted-foreground">
            <FormattedMessage {...messages.text} />{' '}
            <Link to={paths.cookies} className="font-medium text-foreground underline underline-offset-4">
              <FormattedMessage {...messages.policy} />
            </Link>
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button variant="outline" onClick={() => choose('rejected')}>
            <FormattedMessage {...messages.reject} />
          </Button>
          <Button onClick={() => choose('accepted')}>
            <FormattedMessage {...messages.accept} />
          </Button>
        </div>
      </div>
    </section>
  );
}
