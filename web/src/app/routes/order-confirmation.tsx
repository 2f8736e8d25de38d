import { defineMessages, useIntl } from 'react-intl';
import { Head } from '@/components/seo/head';
import { useCartSessionId } from '@/features/cart/hooks/use-cart-session-id';
import { OrderConfirmationView } from '@/features/orders/components/order-confirmation-view';
import { useConfirmationOrderNumber } from '@/features/orders/hooks/use-confirmation-order-number';

const messages = defineMessages({
  title: {
    id: 'order.meta.title',
    defaultMessage: 'Order Confirmation',
    description: 'Document title of the order confirmation page',
  },
  description: {
    id: 'order.meta.description',
    defaultMessage: 'Your Lumina order: details, delivery address, estimated delivery and invoice.',
    description: 'Meta description of the order confirmation page',
  },
});

/** /order-confirmation?order={orderNumber} (spec §2); the cart feature names the session that placed the order. */
export default function OrderConfirmationRoute() {
  const intl = useIntl();
  const orderNumber = useConfirmationOrderNumber();
  const sessionId = useCartSessionId();
  return (
    <>
      <Head
        title={intl.formatMessage(messages.title)}
        description={intl.formatMessage(messages.description)}
      />
      <OrderConfirmationView orderNumber={orderNumber} sessionId={sessionId} />
    </>
  );
}
