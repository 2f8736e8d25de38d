import type { ProductDto } from '@lumina/contracts';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Price } from '@/i18n/components/price';
import { reductionOf, rrpOf } from '../../lib/pricing';
import { EnergyLabel } from '@/components/energy-label/energy-label';
import type { LabelledProduct } from '@/components/energy-label/energy-classes';

const messages = defineMessages({
  save: { id: 'product.save', defaultMessage: 'Save {percent}%', description: 'Badge next to a reduced price, e.g. Save 25%' },
  was: {
    id: 'product.wasPrice',
    defaultMessage: 'Lowest price of the 30 days before the reduction',
    description: 'Screen-reader label of a struck-through price (the EU prior-price rule)',
  },
  wasNote: {
    id: 'product.wasPriceNote',
    defaultMessage: 'Struck-through: the lowest price we saw in the 30 days before this reduction.',
    description: 'Note under a reduced price explaining the struck-through price',
  },
  rrp: { id: 'product.rrp', defaultMessage: 'RRP {price}', description: "The merchant's recommended retail price, shown as such (never struck through)" },
});

/**
 * The price; when the prior-price rule allows a reduction, the 30-day low struck through and
 * 'Save N%' from it (spec §2, §9; Art. 6a 98/6/EC). The feed's own original price shows only as
 * a labelled RRP.
 */
export function ProductPrice({ product }: { product: Pick<ProductDto, 'price' | 'reducedFrom' | 'originalPrice'> & LabelledProduct }) {
  const reduction = reductionOf(product);
  const rrp = reduction ? null : rrpOf(product);
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-center gap-3" data-testid="product-price">
        <Price amount={product.price} className="text-3xl font-bold tracking-tight" />
        <EnergyLabel product={product} className="text-3xl" />
        {reduction ? (
          <>
            <span className="text-lg text-muted-foreground line-through" data-testid="was-price">
              <span className="sr-only">
                <FormattedMessage {...messages.was} />{' '}
              </span>
              <Price amount={reduction.wasPrice} />
            </span>
            <span className="rounded-full bg-destructive px-2.5 py-0.5 text-sm font-semibold text-white" data-testid="save-badge">
              <FormattedMessage {...messages.save} values={{ percent: reduction.percent }} />
            </span>
          </>
        ) : null}
        {rrp ? (
          <span className="text-sm text-muted-foreground" data-testid="rrp">
            <FormattedMessage {...messages.rrp} values={{ price: <Price amount={rrp} /> }} />
          </span>
        ) : null}
      </div>
      {reduction ? (
        <p className="text-xs text-muted-foreground">
          <FormattedMessage {...messages.wasNote} />
        </p>
      ) : null}
    </div>
  );
}
