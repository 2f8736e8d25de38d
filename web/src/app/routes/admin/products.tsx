import { useIntl } from 'react-intl';
import { AdminPage } from '@/features/admin/shell/admin-page';
import { adminNavMessages } from '@/features/admin/shell/admin-nav-messages';

export default function AdminProductsRoute() {
  const intl = useIntl();
  return <AdminPage title={intl.formatMessage(adminNavMessages.products)} description="" />;
}
