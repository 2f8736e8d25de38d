import { useIntl } from 'react-intl';
import { AdminPage } from '@/features/admin/shell/admin-page';
import { adminNavMessages } from '@/features/admin/shell/admin-nav-messages';

export default function AdminSettingsRoute() {
  const intl = useIntl();
  return <AdminPage title={intl.formatMessage(adminNavMessages.settings)} description="" />;
}
