import { defineMessages, FormattedNumber, useIntl } from 'react-intl';
import { APPROXIMATE_SIGN, displayPrice } from '../format-price';
import { useLanguage } from '../language-provider';

const messages = defineMessages({
  approximate: {
    id: 'price.approximate',
    defaultMessage: 'Approximate conversion: you pay in euros',
    description: 'Tooltip and screen-reader text of a price converted from euros (marked ≈)',
  },
});

interface PriceProps {
  /** The catalogue amount in euros as the API returns it (decimal string or number). */
  amount: number | string;
  className?: string;
  /** Drop the cents of a whole amount (marketing text: "from €49", "over €75"). */
  trimWholeCents?: boolean;
}

/**
 * A catalogue price for the current language (ARCHITECTURE §11): euro languages see the euro price
 * exactly; other currencies a conversion from contracts' rates table, marked '≈'.
 */
export function Price({ amount, className, trimWholeCents = false }: PriceProps) {
  const { language } = useLanguage();
  const intl = useIntl();
  const { amount: value, currency, approximate } = displayPrice(amount, language);
  const whole = trimWholeCents && Number.isInteger(Math.round(value * 100) / 100);
  const number = (
    <FormattedNumber
      value={value}
      style="currency"
      currency={currency}
      {...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {})}
    />
  );
  if (!approximate) return <span className={className}>{number}</span>;
  const hint = intl.formatMessage(messages.approximate);
  return (
    <span className={className} title={hint} data-approximate="true">
      <span aria-hidden="true">{APPROXIMATE_SIGN}&nbsp;</span>
      <span className="sr-only">{hint}: </span>
      {number}
    </span>
  );
}
