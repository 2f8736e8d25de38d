import { defineMessages, FormattedMessage } from 'react-intl';
import { Price } from '@/i18n/components/price';
import { discountPercent } from '../../lib/pricing';

const messages = defineMessages({
  save: { id: 'product.save', defaultMessage: 'Save {percent}%', description: 'Badge next to a sale price, e.g. Save 25%' },
  original: { id: 'product.originalPrice', defaultMessage: 'Original price', description: 'Screen-reader label of a struck-through original price' },
});

/** The price, the original price struck through and 'Save N%' when on sale (spec §2, §9). */
export function ProductPrice({ price, originalPrice }: { price: string; originalPrice: string | null }) {
  const discount = discountPercent(price, originalPrice);
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="product-price">
      <Price amount={price} className="text-3xl font-bold tracking-tight" />
      {discount !== null && originalPrice ? (
        <>
          <span className="text-lg text-muted-foreground line-through" data-testid="original-price">
            <span className="sr-only">
              <FormattedMessage {...messages.original} />{' '}
            </span>
            <Price amount={originalPrice} />
          </span>
          <span className="rounded-full bg-destructive px-2.5 py-0.5 text-sm font-semibold text-white" data-testid="save-badge">
            <FormattedMessage {...messages.save} values={{ percent: discount }} />
          </span>
        </>
      ) : null}
    </div>
  );
}
