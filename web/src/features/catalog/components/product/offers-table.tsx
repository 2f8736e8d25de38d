import type { OfferDto } from '@lumina/contracts';
import { ExternalLink } from 'lucide-react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { buttonVariants } from '@/components/ui/button';
import { Price } from '@/i18n/components/price';
import { MerchantLink } from '../merchant-link';
import { EnergyLabel } from '@/components/energy-label/energy-label';
import type { LabelledProduct } from '@/components/energy-label/energy-classes';
import { stockMessages } from './stock-messages';

const offersMessages = defineMessages({
  heading: {
    id: 'product.offers.heading',
    defaultMessage: 'Compare offers',
    description: "Heading of the product page's table of merchants' offers",
  },
  shop: {
    id: 'product.offers.shop',
    defaultMessage: 'Shop',
    description: 'Offers table column: the merchant',
  },
  price: {
    id: 'product.offers.price',
    defaultMessage: 'Price',
    description: "Offers table column: the merchant's item price",
  },
  shipping: {
    id: 'product.offers.shipping',
    defaultMessage: 'Shipping',
    description: 'Offers table column: shipping cost to the buyer',
  },
  total: {
    id: 'product.offers.total',
    defaultMessage: 'Total',
    description: 'Offers table column: price plus shipping',
  },
  availability: {
    id: 'product.offers.availability',
    defaultMessage: 'Availability',
    description: 'Offers table column: in stock or not',
  },
  cheapest: {
    id: 'product.offers.cheapest',
    defaultMessage: 'Cheapest',
    description: 'Mark on the offer with the lowest total price',
  },
  viewDeal: {
    id: 'product.offers.viewDeal',
    defaultMessage: 'View deal',
    description: "Link to buy the product at this merchant's shop",
  },
});

/**
 * The merchants' offers of a product (issue 25), as the API ranks them for the buyer's country:
 * in stock first, by total price with shipping. The first in stock is marked cheapest; each row
 * goes to its own merchant through the click redirect with its offer id.
 */
export function OffersTable({ product, offers }: { product: LabelledProduct & { id: string }; offers: readonly OfferDto[] }) {
  const productId = product.id;
  const cheapest = offers[0]?.isInStock ? offers[0].id : null;
  return (
    <section aria-labelledby="offers-heading" className="space-y-4" data-testid="offers">
      <h2 id="offers-heading" className="text-xl font-semibold">
        <FormattedMessage {...offersMessages.heading} />
      </h2>
      {/* On a phone the table scrolls in its box. relative: the prices' screen-reader text (absolutely
          placed) scrolls with it instead of widening the page. */}
      <div className="relative overflow-x-auto rounded-lg border">
        <table className="w-full text-sm">
          <thead className="bg-muted/50 text-left">
            <tr>
              {[
                offersMessages.shop,
                offersMessages.price,
                offersMessages.shipping,
                offersMessages.total,
                offersMessages.availability,
              ].map((column) => (
                <th key={column.id} scope="col" className="px-4 py-2 font-medium">
                  <FormattedMessage {...column} />
                </th>
              ))}
              <td />
            </tr>
          </thead>
          <tbody>
            {offers.map((offer) => (
              <tr key={offer.id} className="border-t" data-testid="offer-row">
                <th scope="row" className="px-4 py-3 text-left font-medium">
                  {offer.merchantName}
                  {offer.id === cheapest ? (
                    <>
                      {' '}
                      <span
                        className="ml-1 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground"
                        data-testid="offer-cheapest"
                      >
                        <FormattedMessage {...offersMessages.cheapest} />
                      </span>
                    </>
                  ) : null}
                </th>
                <td className="px-4 py-3">
                  <span className="inline-flex flex-wrap items-center gap-2">
                    <Price amount={offer.price} />
                    <EnergyLabel product={product} />
                  </span>
                </td>
                <td className="px-4 py-3">
                  <Price amount={offer.shipping} />
                </td>
                <td className="px-4 py-3 font-semibold">
                  <Price amount={offer.total} />
                </td>
                <td className="px-4 py-3">
                  <FormattedMessage
                    {...(offer.isInStock ? stockMessages.inStock : stockMessages.outOfStock)}
                  />
                </td>
                <td className="px-4 py-3 text-right">
                  <MerchantLink
                    productId={productId}
                    offerId={offer.id}
                    className={buttonVariants({ variant: 'secondary', size: 'sm' })}
                    data-testid="offer-view-deal"
                  >
                    <FormattedMessage {...offersMessages.viewDeal} />
                    <ExternalLink aria-hidden="true" />
                  </MerchantLink>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
