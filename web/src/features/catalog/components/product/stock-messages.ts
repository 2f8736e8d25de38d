import { defineMessages } from 'react-intl';

/** A product's or an offer's stock, on the product page. */
export const stockMessages = defineMessages({
  inStock: { id: 'product.stock.in', defaultMessage: 'In Stock', description: 'Stock badge: available' },
  outOfStock: {
    id: 'product.stock.out',
    defaultMessage: 'Out of Stock',
    description: 'Stock badge: not available',
  },
});
