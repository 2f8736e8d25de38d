import { defineMessages, useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router';
import { Head } from '@/components/seo/head';
import { ConfirmAlertPage, MyAlertsPage, UnsubscribePage } from '@/features/alerts/components/alert-link-pages';

const messages = defineMessages({
  title: { id: 'alerts.meta.title', defaultMessage: 'Price alerts', description: 'Document title of the alert pages' },
  description: {
    id: 'alerts.meta.description',
    defaultMessage: 'Confirm, change or stop your Lumina price and stock alerts.',
    description: 'Meta description of the alert pages',
  },
});

/** /alerts/confirm|unsubscribe|manage/:token: the pages alerts' mails link to (issue 27). */
export default function AlertsRoute() {
  const intl = useIntl();
  const { token = '' } = useParams();
  const { pathname } = useLocation();
  const page = pathname.includes('/alerts/confirm/') ? (
    <ConfirmAlertPage token={token} />
  ) : pathname.includes('/alerts/unsubscribe/') ? (
    <UnsubscribePage token={token} />
  ) : (
    <MyAlertsPage token={token} />
  );
  return (
    <>
      <Head title={intl.formatMessage(messages.title)} description={intl.formatMessage(messages.description)} />
      {page}
    </>
  );
}
