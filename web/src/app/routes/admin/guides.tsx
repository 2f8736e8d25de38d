import { BookOpen } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import { adminNavMessages } from '@/features/admin/shell/admin-nav-messages';
import { ComingSoonPage } from '@/features/admin/shell/coming-soon';

const messages = defineMessages({
  description: { id: 'admin.guides.description', defaultMessage: 'Lighting guides in every language.', description: 'Line under the guides page title' },
  heading: { id: 'admin.guides.comingSoon.heading', defaultMessage: 'Guide editing is not available yet', description: 'Heading of the guides placeholder' },
  text: {
    id: 'admin.guides.comingSoon.text',
    defaultMessage:
      'Here you will write and translate lighting guides and publish them per language. Until then guides come from the catalogue seed.',
    description: 'What the guides screen will hold',
  },
});

/** Guides: no screen yet (spec §2); says what will be there. */
export default function AdminGuidesRoute() {
  const intl = useIntl();
  return (
    <ComingSoonPage
      title={intl.formatMessage(adminNavMessages.guides)}
      description={intl.formatMessage(messages.description)}
      icon={<BookOpen />}
      heading={intl.formatMessage(messages.heading)}
      text={intl.formatMessage(messages.text)}
    />
  );
}
