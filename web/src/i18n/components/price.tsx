import { FormattedNumber } from 'react-intl';
import { convertPrice } from '../format-price';
import { useLanguage } from '../language-provider';

interface PriceProps {
  /** The catalogue amount as the API returns it (decimal string or number). */
  amount: number | string;
  className?: string;
  /** Drop the cents of a whole amount (marketing text: "from €49", "over €75"). */
  trimWholeCents?: boolean;
}

/** A price in the current language's currency, multiplier applied (spec §9, ARCHITECTURE §11). */
export function Price({ amount, className, trimWholeCents = false }: PriceProps) {
  const { language } = useLanguage();
  const value = convertPrice(amount, language);
  const whole = trimWholeCents && Number.isInteger(Math.round(value * 100) / 100);
  return (
    <span className={className}>
      <FormattedNumber
        value={value}
        style="currency"
        currency={language.currency}
        {...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {})}
      />
    </span>
  );
}
