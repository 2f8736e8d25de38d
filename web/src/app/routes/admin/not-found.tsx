import { FileQuestion } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { AdminPage } from '@/features/admin/shell/admin-page';

const messages = defineMessages({
  title: { id: 'admin.notFound.title', defaultMessage: 'Admin page not found', description: 'Title of an unknown /admin address' },
  text: {
    id: 'admin.notFound.text',
    defaultMessage: 'There is no admin page at this address. Pick a page from the menu.',
    description: 'Explanation on an unknown /admin address',
  },
  dashboard: { id: 'admin.notFound.dashboard', defaultMessage: 'Go to the dashboard', description: 'Link from an unknown admin address' },
});

/** Any /admin address without a screen: stays inside the admin shell, never the shopper 404. */
export default function AdminNotFoundRoute() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.title);
  return (
    <AdminPage title={title} description={intl.formatMessage(messages.text)}>
      <EmptyState
        icon={<FileQuestion />}
        title={title}
        action={
          <Button asChild>
            <Link to="/admin/dashboard">{intl.formatMessage(messages.dashboard)}</Link>
          </Button>
        }
      />
    </AdminPage>
  );
}
