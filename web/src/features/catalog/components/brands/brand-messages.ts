import { defineMessages } from 'react-intl';

export const brandMessages = defineMessages({
  indexTitle: { id: 'brands.title', defaultMessage: 'Brands', description: 'Heading and title of the brands index' },
  indexLead: {
    id: 'brands.lead',
    defaultMessage: 'Every lighting brand in the Lumina catalogue, from A to Z.',
    description: 'Lead paragraph of the brands index',
  },
  productCount: {
    id: 'brands.productCount',
    defaultMessage: '{count, plural, one {# product} other {# products}}',
    description: 'Number of products of a brand in the brands index',
  },
  brandLead: {
    id: 'brands.brandLead',
    defaultMessage: 'All {brand} products in the Lumina catalogue.',
    description: 'Lead paragraph and meta description of one brand page',
  },
  notFoundTitle: { id: 'brands.notFound.title', defaultMessage: 'Brand Not Found', description: 'Heading when no brand has the slug' },
  notFoundText: {
    id: 'brands.notFound.text',
    defaultMessage: 'The requested brand could not be found.',
    description: 'Text when no brand has the slug',
  },
  allBrands: { id: 'brands.all', defaultMessage: 'All Brands', description: 'Link back to the brands index' },
  lettersLabel: { id: 'brands.letters', defaultMessage: 'Brands by first letter', description: 'Accessible name of the A–Z letter navigation' },
});
