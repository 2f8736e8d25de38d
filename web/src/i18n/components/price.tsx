import { FormattedNumber } from 'react-intl';
import { convertPrice } from '../format-price';
import { useLanguage } from '../language-provider';

interface PriceProps {
  /** The catalogue amount as the API returns it (decimal string or number). */
  amount: number | string;
  className?: string;
}

/** A price in the current language's currency, multiplier applied (spec §9, ARCHITECTURE §11). */
export function Price({ amount, className }: PriceProps) {
  const { language } = useLanguage();
  return (
    <span className={className}>
      <FormattedNumber value={convertPrice(amount, language)} style="currency" currency={language.currency} />
    </span>
  );
}
