import { ImageOff, Trash2 } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Price } from '@/i18n/components/price';
import { centsToDecimal, lineTotalCents } from '../lib/cart-totals';
import type { CartItemResponse } from '../types';
import { QuantityStepper } from './quantity-stepper';
import { EnergyLabel } from '@/components/energy-label/energy-label';
import { labelledLine } from '@/components/energy-label/energy-classes';
import { PRODUCT_TEXT_LANGUAGE } from '@/config/constants';

const messages = defineMessages({
  sku: { id: 'cart.line.sku', defaultMessage: 'SKU: {sku}', description: 'Product reference on a cart line' },
  each: { id: 'cart.line.each', defaultMessage: '{price} each', description: 'Unit price on a cart line' },
  outOfStock: {
    id: 'cart.line.outOfStock',
    defaultMessage: 'Out of stock',
    description: 'Badge on a cart line whose product is no longer in stock',
  },
  priceChanged: {
    id: 'cart.line.priceChanged',
    defaultMessage: 'Price changed since you added it (was {price})',
    description: 'Note on a cart line whose catalogue price changed after it was added',
  },
  quantityOf: {
    id: 'cart.line.quantityOf',
    defaultMessage: 'Quantity of {name}',
    description: 'Accessible name of the quantity field of a cart line',
  },
  remove: {
    id: 'cart.line.remove',
    defaultMessage: 'Remove {name}',
    description: 'Accessible name of the remove button of a cart line',
  },
});

interface CartLineProps {
  item: CartItemResponse;
  onQuantityChange: (itemId: string, quantity: number) => void;
  onRemove: (itemId: string) => void;
  disabled?: boolean;
}

/** One cart line: image, title linking to /product/{slug} (ARCHITECTURE §11), stepper, remove, line total. */
export function CartLine({ item, onQuantityChange, onRemove, disabled = false }: CartLineProps) {
  const intl = useIntl();
  const { product } = item;
  return (
    <li data-testid="cart-line" className="flex gap-4 py-5">
      <Link to={paths.product(product.slug)} className="shrink-0" tabIndex={-1} aria-hidden="true">
        {product.imageUrl ? (
          <img
            src={product.imageUrl}
            alt=""
            loading="lazy"
            className="size-24 rounded-md border border-border object-cover"
          />
        ) : (
          <span className="flex size-24 items-center justify-center rounded-md border border-border bg-muted">
            <ImageOff className="size-6 text-muted-foreground" />
          </span>
        )}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h3 lang={PRODUCT_TEXT_LANGUAGE} className="font-medium">
            <Link to={paths.product(product.slug)} className="hover:underline focus-visible:underline">
              {product.name}
            </Link>
          </h3>
          <p className="text-xs text-muted-foreground">
            <FormattedMessage {...messages.sku} values={{ sku: product.sku }} />
          </p>
          <p className="text-sm text-muted-foreground">
            <FormattedMessage
              {...messages.each}
              values={{ price: <Price key="price" amount={item.price} /> }}
            />
          </p>
          {item.priceChanged && item.addedPrice ? (
            <p className="text-xs font-medium text-amber-700">
              <FormattedMessage
                {...messages.priceChanged}
                values={{ price: <Price key="price" amount={item.addedPrice} /> }}
              />
            </p>
          ) : null}
          {product.inStock ? null : (
            <p className="inline-block rounded bg-destructive/10 px-2 py-0.5 text-xs font-medium text-destructive">
              <FormattedMessage {...messages.outOfStock} />
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:flex-col sm:items-end">
          <QuantityStepper
            value={item.quantity}
            disabled={disabled}
            label={intl.formatMessage(messages.quantityOf, { name: product.name })}
            onChange={(quantity) => onQuantityChange(item.id, quantity)}
          />
          <div className="flex items-center gap-2">
            <Price amount={centsToDecimal(lineTotalCents(item))} className="font-semibold tabular-nums" />
            <EnergyLabel product={labelledLine(product.sku, product.energyLabel)} />
            <Button
              variant="ghost"
              size="icon-sm"
              className="text-muted-foreground hover:text-destructive"
              aria-label={intl.formatMessage(messages.remove, { name: product.name })}
              disabled={disabled}
              onClick={() => onRemove(item.id)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        </div>
      </div>
    </li>
  );
}
