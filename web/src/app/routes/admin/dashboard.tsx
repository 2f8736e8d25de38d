import { LayoutDashboard } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import { adminNavMessages } from '@/features/admin/shell/admin-nav-messages';
import { ComingSoonPage } from '@/features/admin/shell/coming-soon';

const messages = defineMessages({
  description: { id: 'admin.dashboard.description', defaultMessage: 'Your store at a glance.', description: 'Line under the dashboard page title' },
  heading: { id: 'admin.dashboard.comingSoon.heading', defaultMessage: 'The dashboard is on its way', description: 'Heading of the dashboard placeholder' },
  text: {
    id: 'admin.dashboard.comingSoon.text',
    defaultMessage:
      'Totals for products, active merchants, clicks and estimated revenue, the latest ingest activity, quick actions and system health will appear here.',
    description: 'What the dashboard screen will hold',
  },
});

/** Dashboard (spec "Admin dashboard"): a placeholder until the clicks issue builds it. */
export default function AdminDashboardRoute() {
  const intl = useIntl();
  return (
    <ComingSoonPage
      title={intl.formatMessage(adminNavMessages.dashboard)}
      description={intl.formatMessage(messages.description)}
      icon={<LayoutDashboard />}
      heading={intl.formatMessage(messages.heading)}
      text={intl.formatMessage(messages.text)}
    />
  );
}
