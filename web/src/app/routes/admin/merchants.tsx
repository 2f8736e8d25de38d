import { Store } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import { adminNavMessages } from '@/features/admin/shell/admin-nav-messages';
import { ComingSoonPage } from '@/features/admin/shell/coming-soon';

const messages = defineMessages({
  description: { id: 'admin.merchants.description', defaultMessage: 'Merchants whose product feeds fill the catalogue.', description: 'Line under the merchants page title' },
  heading: { id: 'admin.merchants.comingSoon.heading', defaultMessage: 'Merchant management is on its way', description: 'Heading of the merchants placeholder' },
  text: {
    id: 'admin.merchants.comingSoon.text',
    defaultMessage:
      'Merchant cards with their feeds, sync and test buttons, and the recent sync activity will appear here.',
    description: 'What the merchants screen will hold',
  },
});

/** Merchants (spec "Admin merchants"): a placeholder until the merchants issue builds it. */
export default function AdminMerchantsRoute() {
  const intl = useIntl();
  return (
    <ComingSoonPage
      title={intl.formatMessage(adminNavMessages.merchants)}
      description={intl.formatMessage(messages.description)}
      icon={<Store />}
      heading={intl.formatMessage(messages.heading)}
      text={intl.formatMessage(messages.text)}
    />
  );
}
