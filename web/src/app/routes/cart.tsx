import { defineMessages, useIntl } from 'react-intl';
import { Head } from '@/components/seo/head';
import { CartView } from '@/features/cart/components/cart-view';

const messages = defineMessages({
  title: {
    id: 'cart.meta.title',
    defaultMessage: 'Shopping Cart',
    description: 'Document title of the cart page',
  },
  description: {
    id: 'cart.meta.description',
    defaultMessage: 'Review the lighting in your cart, change quantities and proceed to secure checkout.',
    description: 'Meta description of the cart page',
  },
});

/** /cart (spec §2 Cart). */
export default function CartRoute() {
  const intl = useIntl();
  return (
    <>
      <Head
        title={intl.formatMessage(messages.title)}
        description={intl.formatMessage(messages.description)}
      />
      <CartView />
    </>
  );
}
