import { DELIVERY_COUNTRIES, isDeliveryCountry } from '@lumina/contracts';
import { Truck } from 'lucide-react';
import { useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useDeliverTo } from './deliver-to-context';

const messages = defineMessages({
  label: { id: 'deliverTo.label', defaultMessage: 'Deliver to', description: "Header picker of the shopper's delivery country (drives shipping costs and the best offer)" },
});

/** A country's name in the page's language (the code where the browser has none). */
function countryName(locale: string, code: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * 'Deliver to' in the shop header (ADR 016): a native select, so keyboards, screen readers and
 * phones work as they do everywhere. The choice is remembered in the `deliver_to` cookie and
 * changes shipping, totals and the best offer on product pages.
 */
export function DeliverToPicker({ className }: { className?: string }) {
  const intl = useIntl();
  const { country, choose } = useDeliverTo();
  const countries = useMemo(
    () => DELIVERY_COUNTRIES.map((code) => ({ code, name: countryName(intl.locale, code) })).sort((a, b) => a.name.localeCompare(b.name, intl.locale)),
    [intl.locale],
  );
  const label = intl.formatMessage(messages.label);
  return (
    <label className={`flex items-center gap-1 rounded-md px-2 py-1 text-sm text-muted-foreground hover:bg-muted focus-within:ring-2 focus-within:ring-ring ${className ?? ''}`}>
      <Truck className="h-4 w-4 shrink-0" aria-hidden />
      <span className="sr-only lg:not-sr-only">{label}</span>
      <select
        aria-label={label}
        data-testid="deliver-to"
        value={country}
        onChange={(event) => {
          if (isDeliveryCountry(event.target.value)) choose(event.target.value);
        }}
        className="max-w-[9rem] cursor-pointer truncate bg-transparent font-medium text-foreground focus:outline-none"
      >
        {countries.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}
