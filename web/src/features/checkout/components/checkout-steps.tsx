import { Check } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { cn } from '@/lib/cn';

const messages = defineMessages({
  label: {
    id: 'checkout.steps.label',
    defaultMessage: 'Checkout steps',
    description: 'Accessible name of the checkout step indicator',
  },
  shipping: { id: 'checkout.steps.shipping', defaultMessage: 'Shipping', description: 'First checkout step' },
  payment: { id: 'checkout.steps.payment', defaultMessage: 'Payment', description: 'Second checkout step' },
});

export type CheckoutStep = 'shipping' | 'payment';

/** '1 Shipping — 2 Payment' with the current step marked (spec §2). */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const intl = useIntl();
  const steps = [
    { key: 'shipping' as const, label: messages.shipping },
    { key: 'payment' as const, label: messages.payment },
  ];
  const currentIndex = steps.findIndex((step) => step.key === current);
  return (
    <nav aria-label={intl.formatMessage(messages.label)}>
      <ol className="flex items-center gap-3 text-sm">
        {steps.map((step, index) => {
          const done = index < currentIndex;
          const active = index === currentIndex;
          return (
            <li key={step.key} className="flex items-center gap-3" aria-current={active ? 'step' : undefined}>
              {index > 0 ? <span className="h-px w-8 bg-border" aria-hidden="true" /> : null}
              <span
                className={cn(
                  'flex size-7 items-center justify-center rounded-full border text-xs font-semibold',
                  active || done
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-border text-muted-foreground',
                )}
                aria-hidden="true"
              >
                {done ? <Check className="size-4" /> : index + 1}
              </span>
              <span className={active ? 'font-semibold' : 'text-muted-foreground'}>
                <FormattedMessage {...step.label} />
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
