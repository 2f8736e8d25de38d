import { CircleCheck, Mail } from 'lucide-react';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';

const messages = defineMessages({
  heading: { id: 'newsletter.heading', defaultMessage: 'Stay in the light', description: 'Heading of the newsletter block' },
  text: {
    id: 'newsletter.text',
    defaultMessage: 'Get lighting tips, new guides and exclusive offers from European merchants in your inbox.',
    description: 'Text of the newsletter block',
  },
  label: { id: 'newsletter.email.label', defaultMessage: 'Email address', description: 'Label of the newsletter email field' },
  placeholder: { id: 'newsletter.email.placeholder', defaultMessage: 'you@example.com', description: 'Placeholder of the newsletter email field' },
  subscribe: { id: 'newsletter.subscribe', defaultMessage: 'Subscribe', description: 'Newsletter submit button' },
  successTitle: { id: 'newsletter.success.title', defaultMessage: 'Thank you for subscribing!', description: 'Notice after subscribing to the newsletter' },
  privacy: {
    id: 'newsletter.privacy',
    defaultMessage: 'We respect your privacy. Your email is only used for our newsletter and you can unsubscribe at any time.',
    description: 'Privacy text shown with the newsletter success notice',
  },
});

/**
 * The newsletter block (spec §2, §4, §5), anchor `#newsletter`: an email field with the browser's
 * own validation (type email, required). Submitting shows the success notice with the privacy text
 * and clears the field; no request is made.
 *
 * A form action rather than onSubmit: on a server-rendered page React's inline replay script holds a
 * submission made before the page's JavaScript has run and replays it once hydrated, where a plain
 * form would reload the page with the address in the query string. React resets the (uncontrolled)
 * field when the action has run.
 */
export function NewsletterForm() {
  const intl = useIntl();
  const [subscribed, setSubscribed] = useState(false);

  return (
    <section id="newsletter" aria-labelledby="newsletter-heading" className="scroll-mt-32 rounded-2xl bg-gradient-to-br from-foreground to-[oklch(0.32_0.05_60)] p-8 text-background sm:p-10">
      <div className="flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-lg space-y-2">
          <Mail className="size-8 text-accent" aria-hidden="true" />
          <h2 id="newsletter-heading" className="text-2xl font-bold tracking-tight">
            <FormattedMessage {...messages.heading} />
          </h2>
          <p className="text-background/80">
            <FormattedMessage {...messages.text} />
          </p>
        </div>
        <div className="w-full max-w-md space-y-3">
          <form action={() => setSubscribed(true)} className="flex flex-col gap-2 sm:flex-row" data-testid="newsletter-form">
            <label htmlFor="newsletter-email" className="sr-only">
              <FormattedMessage {...messages.label} />
            </label>
            {/* flex-1 only beside the button: in the phone's column its zero basis squashed the field to a line. */}
            <input
              id="newsletter-email"
              name="email"
              type="email"
              required
              autoComplete="email"
              placeholder={intl.formatMessage(messages.placeholder)}
              className="h-11 shrink-0 rounded-md border border-background/30 bg-background px-3 text-foreground placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none sm:flex-1 sm:shrink"
            />
            <Button type="submit" variant="accent" size="lg">
              <FormattedMessage {...messages.subscribe} />
            </Button>
          </form>
          <div role="status" aria-live="polite">
            {subscribed ? (
              <div className="flex gap-3 rounded-lg bg-background/10 p-3 text-sm" data-testid="newsletter-success">
                <CircleCheck className="size-5 shrink-0 text-accent" aria-hidden="true" />
                <div>
                  <p className="font-semibold">
                    <FormattedMessage {...messages.successTitle} />
                  </p>
                  <p className="text-background/80">
                    <FormattedMessage {...messages.privacy} />
                  </p>
                </div>
              </div>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
