import { defineMessages } from 'react-intl';

export const compareMessages = defineMessages({
  title: { id: 'compare.title', defaultMessage: 'Compare Products', description: 'Heading and title of the compare page' },
  lead: {
    id: 'compare.lead',
    defaultMessage: 'Up to {limit} products side by side. Rows where they differ are highlighted.',
    description: 'Lead paragraph of the compare page',
  },
  emptyTitle: { id: 'compare.empty.title', defaultMessage: 'Nothing to compare yet', description: 'Compare page heading when the list is empty' },
  emptyText: {
    id: 'compare.empty.text',
    defaultMessage: "Press 'Compare' on a product page to add it here. Your list stays in this browser.",
    description: 'Compare page text when the list is empty',
  },
  browse: { id: 'compare.browse', defaultMessage: 'Browse Products', description: 'Link from the empty compare page to the catalogue' },
  price: { id: 'compare.price', defaultMessage: 'Price', description: 'Compare table row: price' },
  product: { id: 'compare.product', defaultMessage: 'Product', description: 'Compare table header cell of the product column' },
  remove: { id: 'compare.remove', defaultMessage: 'Remove {title}', description: 'Button removing one product from the compare list' },
  clear: { id: 'compare.clear', defaultMessage: 'Clear list', description: 'Button emptying the compare list' },
  differs: { id: 'compare.differs', defaultMessage: 'Differs', description: 'Screen-reader marker of a row whose values differ' },
  notGiven: { id: 'compare.notGiven', defaultMessage: '—', description: 'Compare table cell for a value the product does not give' },
  barLabel: { id: 'compare.bar.label', defaultMessage: 'Compare list', description: 'Accessible name of the compare bar' },
  barCount: {
    id: 'compare.bar.count',
    defaultMessage: '{count, plural, one {# product to compare} other {# products to compare}}',
    description: 'Compare bar: how many products are in the list',
  },
  barOpen: { id: 'compare.bar.open', defaultMessage: 'Compare now', description: 'Compare bar link to the compare page' },
});
