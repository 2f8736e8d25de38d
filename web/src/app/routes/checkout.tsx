import { defineMessages, useIntl } from 'react-intl';
import { Head } from '@/components/seo/head';
import { useCart } from '@/features/cart/hooks/use-cart';
import { useMarkCartOrdered } from '@/features/cart/hooks/use-mark-cart-ordered';
import { CheckoutView } from '@/features/checkout/components/checkout-view';

const messages = defineMessages({
  title: {
    id: 'checkout.meta.title',
    defaultMessage: 'Checkout',
    description: 'Document title of the checkout page',
  },
  description: {
    id: 'checkout.meta.description',
    defaultMessage: 'Enter your shipping details and pay securely. Free shipping across Europe.',
    description: 'Meta description of the checkout page',
  },
});

/** /checkout (spec §2): the cart feature supplies the cart, the checkout feature the two steps. */
export default function CheckoutRoute() {
  const intl = useIntl();
  const { cart, sessionId, isLoading, error, isEmpty, refetch } = useCart();
  const markCartOrdered = useMarkCartOrdered();
  return (
    <>
      <Head
        title={intl.formatMessage(messages.title)}
        description={intl.formatMessage(messages.description)}
      />
      <CheckoutView
        cart={cart}
        isLoading={isLoading}
        error={error}
        isEmpty={isEmpty}
        onRetry={refetch}
        onOrderPlaced={() => sessionId && markCartOrdered(sessionId)}
      />
    </>
  );
}
