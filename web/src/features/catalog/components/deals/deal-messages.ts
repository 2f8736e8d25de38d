import { defineMessages } from 'react-intl';

export const dealMessages = defineMessages({
  title: { id: 'deals.title', defaultMessage: 'Deals', description: 'Heading and title of the deals page' },
  lead: {
    id: 'deals.lead',
    defaultMessage: 'Products we have seen reduced: each is below the lowest price we observed in the 30 days before its reduction. Best discount first.',
    description: 'Lead paragraph of the deals page',
  },
});
