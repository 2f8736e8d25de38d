import { ShoppingBag } from 'lucide-react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export const emptyCartMessages = defineMessages({
  title: {
    id: 'cart.empty.title',
    defaultMessage: 'Your cart is empty',
    description: 'Heading of the empty cart page',
  },
  text: {
    id: 'cart.empty.text',
    defaultMessage: 'Discover our lighting collection and find the perfect pieces for your home.',
    description: 'Prompt on the empty cart page',
  },
  continue: {
    id: 'cart.continueShopping',
    defaultMessage: 'Continue Shopping',
    description: 'Link from the cart back to the home page',
  },
});

/** Spec §2/§8: 'Your cart is empty', the prompt, and Continue Shopping to /. */
export function EmptyCart() {
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center"
      aria-labelledby="empty-cart-title"
    >
      <span className="flex size-16 items-center justify-center rounded-full bg-secondary">
        <ShoppingBag className="size-8 text-muted-foreground" aria-hidden="true" />
      </span>
      <h1 id="empty-cart-title" className="text-2xl font-bold tracking-tight">
        <FormattedMessage {...emptyCartMessages.title} />
      </h1>
      <p className="text-muted-foreground">
        <FormattedMessage {...emptyCartMessages.text} />
      </p>
      <Button asChild size="lg">
        <Link to={paths.home}>
          <FormattedMessage {...emptyCartMessages.continue} />
        </Link>
      </Button>
    </section>
  );
}
