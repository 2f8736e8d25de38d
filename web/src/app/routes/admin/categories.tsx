import { FolderTree } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import { adminNavMessages } from '@/features/admin/shell/admin-nav-messages';
import { ComingSoonPage } from '@/features/admin/shell/coming-soon';

const messages = defineMessages({
  description: { id: 'admin.categories.description', defaultMessage: 'The category tree shoppers browse.', description: 'Line under the categories page title' },
  heading: { id: 'admin.categories.comingSoon.heading', defaultMessage: 'Category editing is not available yet', description: 'Heading of the categories placeholder' },
  text: {
    id: 'admin.categories.comingSoon.text',
    defaultMessage:
      'Here you will add, rename and reorder categories and choose their images. Until then categories come from the catalogue seed and merchant feeds.',
    description: 'What the categories screen will hold',
  },
});

/** Categories: no screen yet (spec §2); says what will be there. */
export default function AdminCategoriesRoute() {
  const intl = useIntl();
  return (
    <ComingSoonPage
      title={intl.formatMessage(adminNavMessages.categories)}
      description={intl.formatMessage(messages.description)}
      icon={<FolderTree />}
      heading={intl.formatMessage(messages.heading)}
      text={intl.formatMessage(messages.text)}
    />
  );
}
