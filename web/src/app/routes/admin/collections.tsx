import { Layers } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import { adminNavMessages } from '@/features/admin/shell/admin-nav-messages';
import { ComingSoonPage } from '@/features/admin/shell/coming-soon';

const messages = defineMessages({
  description: { id: 'admin.collections.description', defaultMessage: 'Curated sets of products shown in the shop.', description: 'Line under the collections page title' },
  heading: { id: 'admin.collections.comingSoon.heading', defaultMessage: 'Collection editing is not available yet', description: 'Heading of the collections placeholder' },
  text: {
    id: 'admin.collections.comingSoon.text',
    defaultMessage:
      'Here you will create collections, pick their products and choose which are featured on the home page. Until then collections come from the catalogue seed.',
    description: 'What the collections screen will hold',
  },
});

/** Collections: no screen yet (spec §2); says what will be there. */
export default function AdminCollectionsRoute() {
  const intl = useIntl();
  return (
    <ComingSoonPage
      title={intl.formatMessage(adminNavMessages.collections)}
      description={intl.formatMessage(messages.description)}
      icon={<Layers />}
      heading={intl.formatMessage(messages.heading)}
      text={intl.formatMessage(messages.text)}
    />
  );
}
