import { Truck } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { COUNTRY_CODES as SHIPPING_COUNTRY_CODES, FREE_SHIPPING_THRESHOLD_EUR } from '@lumina/contracts';
import { FLAGS_PATH } from '@/components/layout/language-picker/flag-image';
import { Price } from '@/i18n/components/price';
import { cn } from '@/lib/cn';

const messages = defineMessages({
  heading: { id: 'shipping.heading', defaultMessage: 'We ship across Europe', description: 'Heading of the full shipping-countries notice' },
  freeShipping: {
    id: 'shipping.free',
    defaultMessage: 'Free shipping on orders over {amount}',
    description: 'Free-shipping line; amount is the threshold price, e.g. €75',
  },
  countries: { id: 'shipping.countries', defaultMessage: 'Delivering to:', description: 'Label before the list of shipping countries' },
  countriesLabel: { id: 'shipping.countriesLabel', defaultMessage: 'Shipping countries', description: 'Accessible name of the country list' },
});

/** A country's flag as an image (copied into /flags at build): flag emoji show as boxes without an emoji font. */
function Flag({ code }: { code: string }) {
  return <img src={`${FLAGS_PATH}/${code.toLowerCase()}.svg`} alt="" width={20} height={15} loading="lazy" className="h-[15px] w-5 shrink-0 rounded-sm" />;
}

function useCountryName(): (code: string) => string {
  const intl = useIntl();
  try {
    const names = new Intl.DisplayNames([intl.locale, 'en'], { type: 'region' });
    return (code) => names.of(code) ?? code;
  } catch {
    return (code) => code;
  }
}

const FreeShipping = () => (
  <FormattedMessage {...messages.freeShipping} values={{ amount: <Price key="amount" amount={FREE_SHIPPING_THRESHOLD_EUR} trimWholeCents /> }} />
);

/**
 * The shipping-countries notice (spec §2): the free-shipping threshold (one setting,
 * FREE_SHIPPING_THRESHOLD_EUR) and the eight countries, in a full or a one-line compact form.
 */
export function ShippingNotice({ variant = 'full', className }: { variant?: 'full' | 'compact'; className?: string }) {
  const intl = useIntl();
  const countryName = useCountryName();

  if (variant === 'compact') {
    return (
      <p className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-sm', className)} data-testid="shipping-notice-compact">
        <Truck className="size-4 shrink-0" aria-hidden="true" />
        <span className="font-medium">
          <FreeShipping />
        </span>
        <span aria-hidden="true">·</span>
        <span className="sr-only">
          <FormattedMessage {...messages.countries} />
        </span>
        {SHIPPING_COUNTRY_CODES.map((code) => (
          <abbr key={code} title={countryName(code)} className="no-underline">
            {code}
          </abbr>
        ))}
      </p>
    );
  }

  return (
    <section aria-labelledby="shipping-heading" className={cn('rounded-2xl border border-border bg-background p-6 shadow-sm', className)} data-testid="shipping-notice">
      <div className="flex items-start gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
          <Truck className="size-5" aria-hidden="true" />
        </span>
        <div className="space-y-1">
          <h2 id="shipping-heading" className="text-lg font-semibold">
            <FormattedMessage {...messages.heading} />
          </h2>
          <p className="text-muted-foreground">
            <FreeShipping />
          </p>
        </div>
      </div>
      <p className="mt-4 text-sm font-medium">
        <FormattedMessage {...messages.countries} />
      </p>
      <ul aria-label={intl.formatMessage(messages.countriesLabel)} className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {SHIPPING_COUNTRY_CODES.map((code) => (
          <li key={code} className="flex items-center gap-2 rounded-lg bg-muted/60 px-3 py-2 text-sm">
            <Flag code={code} />
            <span>{countryName(code)}</span>
            <span className="ml-auto text-xs text-muted-foreground">{code}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
