import { defineMessages } from 'react-intl';

export const dealMessages = defineMessages({
  title: { id: 'deals.title', defaultMessage: 'Deals', description: 'Heading and title of the deals page' },
  lead: {
    id: 'deals.lead',
    defaultMessage: 'Products whose price is below their original price, best discount first.',
    description: 'Lead paragraph of the deals page',
  },
});
