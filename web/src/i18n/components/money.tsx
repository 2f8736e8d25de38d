import { FormattedNumber } from 'react-intl';

interface MoneyProps {
  /** Major units (e.g. 121.5), or a decimal string from the API. */
  amount: number | string;
  /** ISO 4217 code of the amount, e.g. 'EUR' or 'CHF'. */
  currency: string;
  className?: string;
}

/**
 * An amount in its own currency, without the language's display multiplier: what checkout charges
 * and what an order records (EUR, or CHF for Switzerland). Catalogue prices use `<Price>` instead.
 */
export function Money({ amount, currency, className }: MoneyProps) {
  const value = typeof amount === 'number' ? amount : Number.parseFloat(amount);
  return (
    <span className={className}>
      <FormattedNumber
        value={Number.isFinite(value) ? value : 0}
        style="currency"
        currency={currency.toUpperCase()}
      />
    </span>
  );
}
