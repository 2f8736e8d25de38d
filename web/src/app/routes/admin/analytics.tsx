import { BarChart3 } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import { adminNavMessages } from '@/features/admin/shell/admin-nav-messages';
import { ComingSoonPage } from '@/features/admin/shell/coming-soon';

const messages = defineMessages({
  description: { id: 'admin.analytics.description', defaultMessage: 'Clicks and revenue over time.', description: 'Line under the analytics page title' },
  heading: { id: 'admin.analytics.comingSoon.heading', defaultMessage: 'Analytics are on their way', description: 'Heading of the analytics placeholder' },
  text: {
    id: 'admin.analytics.comingSoon.text',
    defaultMessage:
      'Clicks per product, merchant and language and the estimated revenue over time will appear here.',
    description: 'What the analytics screen will hold',
  },
});

/** Analytics: a placeholder until the clicks issue builds it. */
export default function AdminAnalyticsRoute() {
  const intl = useIntl();
  return (
    <ComingSoonPage
      title={intl.formatMessage(adminNavMessages.analytics)}
      description={intl.formatMessage(messages.description)}
      icon={<BarChart3 />}
      heading={intl.formatMessage(messages.heading)}
      text={intl.formatMessage(messages.text)}
    />
  );
}
